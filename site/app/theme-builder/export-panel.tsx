import {announce} from '@material-react/cdk/a11y';
import {copyText} from '@material-react/cdk/clipboard';
import {Button} from '@material-react/material/button';
import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {FormField, Input} from '@material-react/material/form-field';
import {Icon} from '@material-react/material/icon';
import copyIcon from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import downloadIcon from '@material-symbols/svg-400/outlined/download.svg?raw';
// Not `link.svg`: the shell's lazy modules use that one, and sharing it would split it into a
// chunk that every page's start-up code then has to name.
import linkIcon from '@material-symbols/svg-400/outlined/link_2.svg?raw';
import {useEffect, useId, useRef, useState} from 'react';
import type {SchemePair} from './scheme';
import type {ThemeChoices} from './theme-choices';
import {DARK_THEME_CLASS, themeFileName, themeStylesheet, type DarkSelector} from './theme-css';
import './export-panel.css';

/** Props of {@link ExportPanel}. */
export interface ExportPanelProps {
  choices: ThemeChoices;
  schemes: SchemePair;
  /** The link that reopens the builder with these choices. */
  shareLink: string;
}

/** How long the result of a copy shows beside the buttons. */
const STATUS_SHOWN_MS = 4000;

/** Hands a text file to the browser to save; nothing is uploaded. */
function saveFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], {type: 'text/css'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies a text and says how it went, to screen readers and beside the buttons. */
async function copyAndSay(text: string, what: string, show: (message: string) => void) {
  const copied = await copyText(text);
  const message = copied ? `Copied the ${what}.` : `The ${what} could not be copied.`;
  show(message);
  void announce(message, {politeness: copied ? 'polite' : 'assertive', duration: 3000});
}

/**
 * The theme as a file: its name, how its dark scheme applies, Download (`<name>.css`), Copy CSS
 * and Copy link, and the file's text to read.
 */
export function ExportPanel({choices, schemes, shareLink}: ExportPanelProps) {
  const id = useId();
  const [name, setName] = useState('my-theme');
  const [darkSelector, setDarkSelector] = useState<DarkSelector>('media');
  const [status, setStatus] = useState('');
  const statusTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The result shows for a moment, so that it never describes an older theme.
  const showStatus = (message: string) => {
    setStatus(message);
    clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setStatus(''), STATUS_SHOWN_MS);
  };
  useEffect(() => () => clearTimeout(statusTimer.current), []);
  const fileName = `${themeFileName(name)}.css`;
  const css = themeStylesheet({name, choices, schemes, darkSelector, link: shareLink});
  return (
    <section className="docs-tb-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="docs-tb-heading">
        Export
      </h2>
      <div className="docs-tb-export-options">
        <FormField label="Theme name" hint={`Saved as ${fileName}`}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        {choices.mode === 'both' && (
          <div className="docs-tb-dark-selector">
            <span id={`${id}-dark`} className="docs-tb-label">
              Dark scheme follows
            </span>
            <ButtonToggleGroup<DarkSelector>
              aria-labelledby={`${id}-dark`}
              value={darkSelector}
              onValueChange={setDarkSelector}
            >
              <ButtonToggle value="media">System setting</ButtonToggle>
              <ButtonToggle value="class">Class .{DARK_THEME_CLASS}</ButtonToggle>
            </ButtonToggleGroup>
          </div>
        )}
      </div>
      <div className="docs-tb-actions">
        <Button variant="filled" onClick={() => saveFile(fileName, css)}>
          <Icon svg={downloadIcon} />
          Download {fileName}
        </Button>
        <Button variant="outlined" onClick={() => void copyAndSay(css, 'CSS', showStatus)}>
          <Icon svg={copyIcon} />
          Copy CSS
        </Button>
        <Button
          variant="outlined"
          onClick={() => void copyAndSay(shareLink, 'link to these choices', showStatus)}
        >
          <Icon svg={linkIcon} />
          Copy link
        </Button>
        <span className="docs-tb-status">{status}</span>
      </div>
      <details className="docs-tb-css">
        <summary>Show {fileName}</summary>
        <pre tabIndex={0} aria-label={fileName}>
          <code>{css}</code>
        </pre>
      </details>
    </section>
  );
}
