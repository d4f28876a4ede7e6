// @vitest-environment node
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {renderToString} from 'react-dom/server';
import type {ReactElement} from 'react';
import {FocusTrap} from './a11y';
import {DirectionProvider, useDirection} from './bidi';
import {useClipboard} from './clipboard';
import {SelectionModel} from './collections';
import {useCombobox, useComboboxState} from './combobox';
import {useDialog, useDialogState} from './dialog';
import {Draggable, DropList} from './drag-drop';
import {FormValue} from './forms';
import {BreakpointObserver, Breakpoints} from './layout';
import {Overlay} from './overlay';
import {VirtualScrollViewport} from './scrolling';
import {Slot} from './slot';
import {useControllableState} from './state';
import {CdkTable} from './table';
import {prerenderAndHydrate} from './testing';
import {Tree, TreeNode} from './tree';

/**
 * Server rendering, as a framework's server does it: in Node, with no `window`, `document` or
 * `localStorage`, so a module that reaches for one while it is imported or rendered throws here.
 * Each entry point's main export renders (a hook inside a small component, a class through what
 * it computes) and its markup is in the HTML.
 */
function Direction() {
  return <p>{useDirection()}</p>;
}

function CopyButton() {
  const {copied} = useClipboard();
  return <button type="button">{copied ? 'Copied' : 'Copy'}</button>;
}

function Fruit() {
  const combobox = useCombobox(useComboboxState(), {listboxLabel: 'Fruits'});
  return <input {...combobox.inputProps} aria-label="Fruit" />;
}

function DeleteDialog() {
  const dialog = useDialog(useDialogState({defaultOpen: true}));
  return <button {...dialog.triggerProps}>Delete</button>;
}

function Counter() {
  const [count] = useControllableState({defaultValue: 3});
  return <output>{count}</output>;
}

interface Row {
  symbol: string;
  name: string;
}
interface Folder {
  name: string;
  children?: Folder[];
}
const folders: Folder[] = [{name: 'src', children: [{name: 'index.ts'}]}];
const selection = new SelectionModel<string>(true, ['b', 'a']);
const breakpoints = new BreakpointObserver();

/** What each entry point renders, and a piece of the HTML that proves it rendered. */
const rendered: Record<string, {element: ReactElement; html: string}> = {
  a11y: {element: <FocusTrap>Inside</FocusTrap>, html: 'Inside'},
  bidi: {
    element: (
      <DirectionProvider dir="rtl">
        <Direction />
      </DirectionProvider>
    ),
    html: '<p>rtl</p>',
  },
  clipboard: {element: <CopyButton />, html: 'Copy'},
  collections: {element: <p>{selection.selected.join(' ')}</p>, html: 'b a'},
  combobox: {element: <Fruit />, html: 'role="combobox"'},
  dialog: {element: <DeleteDialog />, html: 'aria-haspopup="dialog"'},
  'drag-drop': {
    element: (
      <DropList aria-label="Tasks">
        <Draggable data="one">Write</Draggable>
      </DropList>
    ),
    html: 'Write',
  },
  forms: {
    element: <FormValue name="size" value={['m', 'l']} required />,
    html: '<input type="hidden" name="size" value="m"/>',
  },
  layout: {element: <p>{String(breakpoints.isMatched(Breakpoints.Handset))}</p>, html: 'false'},
  overlay: {
    // The pane goes to the overlay container, which exists only in the browser.
    element: (
      <main>
        <Overlay open anchor={null}>
          Panel
        </Overlay>
      </main>
    ),
    html: '<main></main>',
  },
  scrolling: {
    element: (
      <VirtualScrollViewport
        aria-label="Numbers"
        items={['one', 'two']}
        itemSize={40}
        renderItem={(item) => <div>{item}</div>}
      />
    ),
    html: 'aria-label="Numbers"',
  },
  slot: {
    element: (
      <Slot className="chip">
        <a href="/guide">Guide</a>
      </Slot>
    ),
    html: '<a href="/guide" class="chip">Guide</a>',
  },
  state: {element: <Counter />, html: '<output>3</output>'},
  table: {
    element: (
      <CdkTable<Row>
        caption="Elements"
        data={[{symbol: 'H', name: 'Hydrogen'}]}
        getRowId={(row) => row.symbol}
        columns={[{id: 'name', header: 'Name', cell: (row) => row.name}]}
      />
    ),
    html: 'Hydrogen',
  },
  // A test helper, which hydrates into a DOM by design: on the server it only has to load.
  testing: {element: <p>{typeof prerenderAndHydrate}</p>, html: 'function'},
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

describe('server rendering of @material-react/cdk', () => {
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
