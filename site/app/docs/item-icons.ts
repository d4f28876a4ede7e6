import accessibilityNewIcon from '@material-symbols/svg-400/outlined/accessibility_new.svg?raw';
import accountTreeIcon from '@material-symbols/svg-400/outlined/account_tree.svg?raw';
import arrowDropDownCircleIcon from '@material-symbols/svg-400/outlined/arrow_drop_down_circle.svg?raw';
import bottomSheetsIcon from '@material-symbols/svg-400/outlined/bottom_sheets.svg?raw';
import buttonsAltIcon from '@material-symbols/svg-400/outlined/buttons_alt.svg?raw';
import calendarMonthIcon from '@material-symbols/svg-400/outlined/calendar_month.svg?raw';
import callToActionIcon from '@material-symbols/svg-400/outlined/call_to_action.svg?raw';
import checkBoxIcon from '@material-symbols/svg-400/outlined/check_box.svg?raw';
import contentPasteIcon from '@material-symbols/svg-400/outlined/content_paste.svg?raw';
import devicesIcon from '@material-symbols/svg-400/outlined/devices.svg?raw';
import dialogsIcon from '@material-symbols/svg-400/outlined/dialogs.svg?raw';
import dragPanIcon from '@material-symbols/svg-400/outlined/drag_pan.svg?raw';
import dynamicFeedIcon from '@material-symbols/svg-400/outlined/dynamic_feed.svg?raw';
import expandCircleDownIcon from '@material-symbols/svg-400/outlined/expand_circle_down.svg?raw';
import formatTextdirectionRToLIcon from '@material-symbols/svg-400/outlined/format_textdirection_r_to_l.svg?raw';
import gridViewIcon from '@material-symbols/svg-400/outlined/grid_view.svg?raw';
import horizontalRuleIcon from '@material-symbols/svg-400/outlined/horizontal_rule.svg?raw';
import inputIcon from '@material-symbols/svg-400/outlined/input.svg?raw';
import interestsIcon from '@material-symbols/svg-400/outlined/interests.svg?raw';
import labelIcon from '@material-symbols/svg-400/outlined/label.svg?raw';
import lastPageIcon from '@material-symbols/svg-400/outlined/last_page.svg?raw';
import layersIcon from '@material-symbols/svg-400/outlined/layers.svg?raw';
import libraryAddCheckIcon from '@material-symbols/svg-400/outlined/library_add_check.svg?raw';
import linearScaleIcon from '@material-symbols/svg-400/outlined/linear_scale.svg?raw';
import listIcon from '@material-symbols/svg-400/outlined/list.svg?raw';
import manageSearchIcon from '@material-symbols/svg-400/outlined/manage_search.svg?raw';
import menuOpenIcon from '@material-symbols/svg-400/outlined/menu_open.svg?raw';
import notificationsUnreadIcon from '@material-symbols/svg-400/outlined/notifications_unread.svg?raw';
import progressActivityIcon from '@material-symbols/svg-400/outlined/progress_activity.svg?raw';
import radioButtonCheckedIcon from '@material-symbols/svg-400/outlined/radio_button_checked.svg?raw';
import scheduleIcon from '@material-symbols/svg-400/outlined/schedule.svg?raw';
import sideNavigationIcon from '@material-symbols/svg-400/outlined/side_navigation.svg?raw';
import sortIcon from '@material-symbols/svg-400/outlined/sort.svg?raw';
import steppersIcon from '@material-symbols/svg-400/outlined/steppers.svg?raw';
import tabIcon from '@material-symbols/svg-400/outlined/tab.svg?raw';
import tableIcon from '@material-symbols/svg-400/outlined/table.svg?raw';
import tableRowsIcon from '@material-symbols/svg-400/outlined/table_rows.svg?raw';
import textFieldsIcon from '@material-symbols/svg-400/outlined/text_fields.svg?raw';
import toggleOnIcon from '@material-symbols/svg-400/outlined/toggle_on.svg?raw';
import toolbarIcon from '@material-symbols/svg-400/outlined/toolbar.svg?raw';
import tooltipIcon from '@material-symbols/svg-400/outlined/tooltip.svg?raw';
import tuneIcon from '@material-symbols/svg-400/outlined/tune.svg?raw';
import viewWeekIcon from '@material-symbols/svg-400/outlined/view_week.svg?raw';
import webAssetIcon from '@material-symbols/svg-400/outlined/web_asset.svg?raw';
import widgetsIcon from '@material-symbols/svg-400/outlined/widgets.svg?raw';

/** The picture of each documentation item on the section's list, by section and item id. */
const ITEM_ICONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  components: {
    autocomplete: manageSearchIcon,
    badge: notificationsUnreadIcon,
    'bottom-sheet': bottomSheetsIcon,
    button: buttonsAltIcon,
    'button-toggle': viewWeekIcon,
    card: webAssetIcon,
    checkbox: checkBoxIcon,
    chips: labelIcon,
    datepicker: calendarMonthIcon,
    dialog: dialogsIcon,
    divider: horizontalRuleIcon,
    expansion: expandCircleDownIcon,
    'form-field': textFieldsIcon,
    'grid-list': gridViewIcon,
    icon: interestsIcon,
    list: listIcon,
    menu: menuOpenIcon,
    paginator: lastPageIcon,
    'progress-bar': linearScaleIcon,
    'progress-spinner': progressActivityIcon,
    radio: radioButtonCheckedIcon,
    select: arrowDropDownCircleIcon,
    sidenav: sideNavigationIcon,
    'slide-toggle': toggleOnIcon,
    slider: tuneIcon,
    'snack-bar': callToActionIcon,
    sort: sortIcon,
    stepper: steppersIcon,
    table: tableIcon,
    tabs: tabIcon,
    timepicker: scheduleIcon,
    toolbar: toolbarIcon,
    tooltip: tooltipIcon,
    tree: accountTreeIcon,
  },
  cdk: {
    a11y: accessibilityNewIcon,
    bidi: formatTextdirectionRToLIcon,
    clipboard: contentPasteIcon,
    collections: libraryAddCheckIcon,
    combobox: inputIcon,
    dialog: dialogsIcon,
    'drag-drop': dragPanIcon,
    layout: devicesIcon,
    overlay: layersIcon,
    scrolling: dynamicFeedIcon,
    table: tableRowsIcon,
    tree: accountTreeIcon,
  },
};

/** The icon of an item, or a generic one for an item without its own. */
export function itemIcon(sectionKey: string, itemId: string): string {
  return ITEM_ICONS[sectionKey]?.[itemId] ?? widgetsIcon;
}
