import {useCombobox, useComboboxState} from '@material-react/cdk/combobox';
import {useState} from 'react';
import './cdk-combobox-command-palette-example.css';

interface Page {
  id: string;
  title: string;
  kind: 'Components' | 'CDK' | 'Guides';
  summary: string;
}

const PAGES: Page[] = [
  {id: 'button', title: 'Button', kind: 'Components', summary: 'Actions and links'},
  {
    id: 'autocomplete',
    title: 'Autocomplete',
    kind: 'Components',
    summary: 'Suggestions as you type',
  },
  {id: 'select', title: 'Select', kind: 'Components', summary: 'Choose from a list'},
  {id: 'tooltip', title: 'Tooltip', kind: 'Components', summary: 'Short hints on hover'},
  {id: 'combobox', title: 'Combobox', kind: 'CDK', summary: 'Input with a list of options'},
  {id: 'overlay', title: 'Overlay', kind: 'CDK', summary: 'Floating panels'},
  {id: 'a11y', title: 'Accessibility', kind: 'CDK', summary: 'Focus, live regions, keys'},
  {id: 'getting-started', title: 'Getting started', kind: 'Guides', summary: 'Install and use'},
  {id: 'theming', title: 'Theming', kind: 'Guides', summary: 'Colours and typography'},
];

const KINDS = ['Components', 'CDK', 'Guides'] as const;

/**
 * @title Inline list with groups, like a command palette
 *
 * The results are always shown under the input, grouped by kind. Arrow keys move, Enter opens
 * the active result; Escape is left to whatever holds the palette, such as a dialog.
 */
export function CdkComboboxCommandPaletteExample() {
  const [opened, setOpened] = useState('');
  const state = useComboboxState();
  const combobox = useCombobox(state, {
    inline: true,
    autoActiveFirstOption: true,
    wrap: true,
    listboxLabel: 'Results',
    onChoose: (key) => {
      const page = PAGES.find((entry) => entry.id === key);
      setOpened(page ? `Opened ${page.title}` : '');
    },
  });
  const query = state.inputValue.trim().toLowerCase();
  const matches = PAGES.filter(
    (page) =>
      page.title.toLowerCase().includes(query) || page.summary.toLowerCase().includes(query),
  );

  return (
    <div className="cdk-combobox-command-palette">
      <input
        {...combobox.inputProps}
        aria-label="Search the documentation"
        placeholder="Search…"
        className="cdk-combobox-command-palette-input"
      />
      <div {...combobox.listboxProps} className="cdk-combobox-command-palette-list">
        {KINDS.map((kind) => {
          const pages = matches.filter((page) => page.kind === kind);
          if (pages.length === 0) return null;
          return (
            <div
              key={kind}
              {...combobox.getGroupProps(kind)}
              className="cdk-combobox-command-palette-group"
            >
              <div
                {...combobox.getGroupLabelProps(kind)}
                className="cdk-combobox-command-palette-group-label"
              >
                {kind}
              </div>
              {pages.map((page) => (
                <div
                  key={page.id}
                  {...combobox.getOptionProps(page.id)}
                  className="cdk-combobox-command-palette-option"
                >
                  <span className="cdk-combobox-command-palette-title">{page.title}</span>
                  <span className="cdk-combobox-command-palette-summary">{page.summary}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {matches.length === 0 && (
        <p className="cdk-combobox-command-palette-empty">No page matches “{state.inputValue}”.</p>
      )}
      <p role="status" className="cdk-combobox-command-palette-status">
        {opened}
      </p>
    </div>
  );
}
