// @vitest-environment node
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import type {ReactElement} from 'react';
import {Autocomplete, AutocompleteOption} from './autocomplete';
import {Badge} from './badge';
import {
  BottomSheet,
  BottomSheetContent,
  BottomSheetTitle,
  BottomSheetTrigger,
} from './bottom-sheet';
import {Button} from './button';
import {ButtonToggle, ButtonToggleGroup} from './button-toggle';
import {Card, CardContent, CardHeader} from './card';
import {Checkbox} from './checkbox';
import {Chip, ChipSet} from './chips';
import {Datepicker, DateRangePicker} from './datepicker';
import {Dialog, DialogContent, DialogTitle, DialogTrigger} from './dialog';
import {Divider} from './divider';
import {Accordion, ExpansionPanel} from './expansion';
import {FormField, Input} from './form-field';
import {GridList, GridTile, GridTileFooter} from './grid-list';
import {Icon} from './icon';
import {List, ListItem, ListItemLine, ListItemTitle} from './list';
import {Menu, MenuContent, MenuItem, MenuTrigger} from './menu';
import {Paginator} from './paginator';
import {ProgressBar} from './progress-bar';
import {ProgressSpinner} from './progress-spinner';
import {Radio, RadioGroup} from './radio';
import {Option, Select} from './select';
import {Sidenav, SidenavContainer, SidenavContent} from './sidenav';
import {SlideToggle} from './slide-toggle';
import {RangeSlider, Slider} from './slider';
import {SnackBarProvider, useSnackBar} from './snack-bar';
import {Sort, SortHeader} from './sort';
import {Step, Stepper} from './stepper';
import {Table} from './table';
import {Tab, TabGroup} from './tabs';
import {prebuiltThemes} from './theming';
import {Timepicker} from './timepicker';
import {Toolbar} from './toolbar';
import {Tooltip} from './tooltip';
import {Tree, TreeNode} from './tree';

/**
 * Server rendering, as a framework's server does it: in Node, with no `window`, `document` or
 * `localStorage`, so a component that reaches for one while it is imported or rendered throws
 * here. Every entry point's main component renders with the props a reader would give it, and
 * its markup is in the HTML.
 */
const check = `<svg viewBox="0 -960 960 960"><path d="M382-240 154-468l57-57 171 171 367-367 57 57-424 424Z"/></svg>`;

interface Folder {
  name: string;
  children?: Folder[];
}
const folders: Folder[] = [{name: 'src', children: [{name: 'index.ts'}]}];

function SnackBarButton() {
  const snackBar = useSnackBar();
  return <Button onClick={() => snackBar.open('Saved')}>Save</Button>;
}

/** What each entry point renders, and a piece of the HTML that proves it rendered. */
const rendered: Record<string, {element: ReactElement; html: string}> = {
  autocomplete: {
    element: (
      <FormField label="Fruit">
        <Autocomplete>
          <AutocompleteOption value="apple">Apple</AutocompleteOption>
        </Autocomplete>
      </FormField>
    ),
    html: 'role="combobox"',
  },
  badge: {
    element: (
      <Badge content={3} description="3 unread">
        Inbox
      </Badge>
    ),
    html: 'mat-badge',
  },
  'bottom-sheet': {
    element: (
      <BottomSheet defaultOpen>
        <BottomSheetTrigger asChild>
          <Button>Share</Button>
        </BottomSheetTrigger>
        <BottomSheetContent>
          <BottomSheetTitle>Share</BottomSheetTitle>
        </BottomSheetContent>
      </BottomSheet>
    ),
    html: '>Share</button>',
  },
  button: {element: <Button variant="filled">Save</Button>, html: 'data-variant="filled"'},
  'button-toggle': {
    element: (
      <ButtonToggleGroup aria-label="View" defaultValue="list">
        <ButtonToggle value="list">List</ButtonToggle>
        <ButtonToggle value="grid">Grid</ButtonToggle>
      </ButtonToggleGroup>
    ),
    html: 'aria-checked="true"',
  },
  card: {
    element: (
      <Card>
        <CardHeader title="Shiba Inu" />
        <CardContent>A small dog.</CardContent>
      </Card>
    ),
    html: 'Shiba Inu</h3>',
  },
  checkbox: {element: <Checkbox defaultChecked>I agree</Checkbox>, html: 'type="checkbox"'},
  chips: {
    element: (
      <ChipSet aria-label="Tags">
        <Chip>React</Chip>
      </ChipSet>
    ),
    html: 'React',
  },
  datepicker: {
    element: (
      <>
        <FormField label="Date">
          <Datepicker defaultValue={new Date(2026, 0, 15)} />
        </FormField>
        <FormField label="Trip">
          <DateRangePicker />
        </FormField>
      </>
    ),
    html: '<input',
  },
  dialog: {
    element: (
      <Dialog defaultOpen>
        <DialogTrigger asChild>
          <Button>Delete</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete the draft?</DialogTitle>
        </DialogContent>
      </Dialog>
    ),
    html: '>Delete</button>',
  },
  divider: {element: <Divider />, html: 'role="separator"'},
  expansion: {
    element: (
      <Accordion>
        <ExpansionPanel header="Shipping">By sea</ExpansionPanel>
      </Accordion>
    ),
    html: 'Shipping',
  },
  'form-field': {
    element: (
      <FormField label="Name" hint="As on your passport">
        <Input name="name" />
      </FormField>
    ),
    html: 'As on your passport',
  },
  'grid-list': {
    element: (
      <GridList cols={2} aria-label="Photos">
        <GridTile>
          <GridTileFooter>Lake</GridTileFooter>
        </GridTile>
      </GridList>
    ),
    html: 'Lake',
  },
  icon: {element: <Icon svg={check} label="Done" />, html: 'aria-label="Done"'},
  list: {
    element: (
      <List>
        <ListItem>
          <ListItemTitle>Photos</ListItemTitle>
          <ListItemLine>Jan 9, 2026</ListItemLine>
        </ListItem>
      </List>
    ),
    html: 'data-lines="2"',
  },
  menu: {
    element: (
      <Menu>
        <MenuTrigger asChild>
          <Button>Versions</Button>
        </MenuTrigger>
        <MenuContent aria-label="Versions">
          <MenuItem>1.0</MenuItem>
        </MenuContent>
      </Menu>
    ),
    html: 'aria-haspopup="menu"',
  },
  paginator: {element: <Paginator length={100} />, html: '1 – 50 of 100'},
  'progress-bar': {
    element: <ProgressBar aria-label="Upload" value={40} />,
    html: 'aria-valuenow="40"',
  },
  'progress-spinner': {
    element: <ProgressSpinner aria-label="Loading" mode="indeterminate" />,
    html: 'role="progressbar"',
  },
  radio: {
    element: (
      <RadioGroup aria-label="Size" defaultValue="s">
        <Radio value="s">Small</Radio>
      </RadioGroup>
    ),
    html: 'type="radio"',
  },
  select: {
    element: (
      <FormField label="Fruit">
        <Select defaultValue="pear">
          <Option value="apple">Apple</Option>
          <Option value="pear">Pear</Option>
        </Select>
      </FormField>
    ),
    html: 'Pear',
  },
  sidenav: {
    element: (
      <SidenavContainer>
        <Sidenav mode="side" opened aria-label="Sections">
          Sections
        </Sidenav>
        <SidenavContent>Main</SidenavContent>
      </SidenavContainer>
    ),
    html: 'Main',
  },
  'slide-toggle': {element: <SlideToggle>Wi-Fi</SlideToggle>, html: 'role="switch"'},
  slider: {
    element: (
      <>
        <Slider aria-label="Volume" defaultValue={40} />
        <RangeSlider aria-label="Price" defaultValue={[20, 80]} />
      </>
    ),
    html: 'aria-label="Volume" aria-orientation="horizontal" value="40"',
  },
  'snack-bar': {
    element: (
      <SnackBarProvider>
        <SnackBarButton />
      </SnackBarProvider>
    ),
    html: 'Save',
  },
  sort: {
    element: (
      <Sort defaultValue={{active: 'name', direction: 'asc'}}>
        <SortHeader id="name">Name</SortHeader>
      </Sort>
    ),
    html: 'Name',
  },
  stepper: {
    element: (
      <Stepper aria-label="Checkout">
        <Step label="Address">Street</Step>
        <Step label="Payment">Card</Step>
      </Stepper>
    ),
    html: 'Payment',
  },
  table: {
    element: (
      <Table
        caption="Elements"
        data={[{symbol: 'H', name: 'Hydrogen'}]}
        getRowId={(row) => row.symbol}
        columns={[{id: 'name', header: 'Name', cell: (row) => row.name}]}
      />
    ),
    html: 'Hydrogen',
  },
  tabs: {
    element: (
      <TabGroup aria-label="Recipe">
        <Tab label="Ingredients">Flour</Tab>
        <Tab label="Method">Knead</Tab>
      </TabGroup>
    ),
    html: 'Flour',
  },
  theming: {
    element: <p>{prebuiltThemes.map((theme) => theme.name).join(' ')}</p>,
    html: 'indigo-pink',
  },
  timepicker: {
    element: (
      <FormField label="Start">
        <Timepicker />
      </FormField>
    ),
    html: '<input',
  },
  toolbar: {element: <Toolbar>My app</Toolbar>, html: 'mat-toolbar'},
  tooltip: {
    element: (
      <Tooltip message="Select a theme">
        <Button>Theme</Button>
      </Tooltip>
    ),
    html: 'Theme',
  },
  tree: {
    element: (
      <Tree aria-label="Files" nodes={folders} childrenAccessor={(folder) => folder.children}>
        {(folder) => <TreeNode node={folder}>{folder.name}</TreeNode>}
      </Tree>
    ),
    html: 'role="tree"',
  },
};

const entryPoints = import.meta.glob('./*/index.ts');
const ids = Object.keys(entryPoints).map((path) => path.split('/')[1] ?? path);

describe('server rendering of @material-react/material', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // React reports what would break hydration (duplicate keys, invalid nesting) this way.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('renders something for every public entry point', () => {
    expect(Object.keys(rendered).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('imports %s', async (id) => {
    await expect(entryPoints[`./${id}/index.ts`]?.()).resolves.toBeTypeOf('object');
  });

  it.each(Object.entries(rendered))('renders %s', (_id, {element, html}) => {
    expect(renderToString(element)).toContain(html);
  });
});
