import {Button} from '@material-react/material/button';
import {ExpansionPanel, ExpansionPanelActions} from '@material-react/material/expansion';
import {FormField, Input} from '@material-react/material/form-field';
import {useRef, useState, type FormEvent} from 'react';
import './expansion-standalone-example.css';

/**
 * @title A single panel to edit a setting
 *
 * A panel works on its own too. Its description shows the saved value; Save and Cancel sit in
 * `ExpansionPanelActions`. Both close the panel, so they give focus back to its header first:
 * the content is `inert` once collapsed, and focus must not stay on a button that disappears.
 */
export function ExpansionStandaloneExample() {
  const [expanded, setExpanded] = useState(false);
  const [saved, setSaved] = useState('ada@example.com');
  const [draft, setDraft] = useState(saved);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    panel.current?.querySelector<HTMLElement>('.mat-expansion-panel-header')?.focus();
    setExpanded(false);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(draft.trim() || saved);
    close();
  };

  return (
    <ExpansionPanel
      ref={panel}
      className="expansion-standalone"
      header="Email address"
      description={saved}
      expanded={expanded}
      onExpandedChange={(open) => {
        // Every opening starts from the saved value.
        if (open) setDraft(saved);
        setExpanded(open);
      }}
    >
      <form aria-label="Change the email address" onSubmit={handleSubmit}>
        <FormField label="New email address" hint="We send a confirmation link to it.">
          <Input
            type="email"
            autoComplete="email"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <ExpansionPanelActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="filled">
            Save
          </Button>
        </ExpansionPanelActions>
      </form>
    </ExpansionPanel>
  );
}
