import {Icon} from '@material-react/material/icon';
import {itemIcon} from './item-icons';

/** The icon of a documentation item, as its card shows it. */
export function ItemIcon({sectionKey, itemId}: {sectionKey: string; itemId: string}) {
  return <Icon svg={itemIcon(sectionKey, itemId)} size={40} />;
}
