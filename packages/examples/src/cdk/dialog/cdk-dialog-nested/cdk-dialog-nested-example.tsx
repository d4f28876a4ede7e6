import {
  CdkDialog,
  CdkDialogBackdrop,
  CdkDialogClose,
  CdkDialogDescription,
  CdkDialogPanel,
  CdkDialogPortal,
  CdkDialogTitle,
  CdkDialogTrigger,
} from '@material-react/cdk/dialog';
import {useId, useState} from 'react';
import './cdk-dialog-nested-example.css';

/**
 * @title Confirmation stacked on a dialog
 *
 * Closing the editor with unsaved changes opens an alert dialog on top of it, with focus on the
 * harmless choice. Escape closes only the top dialog, and focus goes back into the one below.
 */
export function CdkDialogNestedExample() {
  const [name, setName] = useState('Field notes');
  const [draft, setDraft] = useState(name);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const hasChanges = draft.trim() !== name;

  // Every way of closing the editor (Cancel, Escape, the backdrop) asks here first.
  const onEditingChange = (open: boolean) => {
    if (open) {
      setDraft(name);
      setEditing(true);
    } else if (hasChanges) {
      setConfirming(true);
    } else {
      setEditing(false);
    }
  };

  return (
    <div className="cdk-dialog-nested">
      <CdkDialog open={editing} onOpenChange={onEditingChange}>
        <CdkDialogTrigger className="cdk-dialog-nested-button">Rename notebook</CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogBackdrop className="cdk-dialog-nested-backdrop" />
          <CdkDialogPanel className="cdk-dialog-nested-panel">
            <CdkDialogTitle className="cdk-dialog-nested-title">Rename notebook</CdkDialogTitle>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const next = draft.trim();
                if (next !== '') setName(next);
                setEditing(false);
              }}
            >
              <label htmlFor={inputId} className="cdk-dialog-nested-label">
                Name
              </label>
              <input
                id={inputId}
                className="cdk-dialog-nested-input"
                value={draft}
                required
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <div className="cdk-dialog-nested-actions">
                <CdkDialogClose className="cdk-dialog-nested-button">Cancel</CdkDialogClose>
                <button type="submit" className="cdk-dialog-nested-button" data-primary="">
                  Save
                </button>
              </div>
            </form>
            {/* Opened from the editor, so it stacks on top of it. */}
            <CdkDialog role="alertdialog" open={confirming} onOpenChange={setConfirming}>
              <CdkDialogPortal>
                <CdkDialogBackdrop className="cdk-dialog-nested-backdrop" />
                <CdkDialogPanel className="cdk-dialog-nested-panel" data-size="small">
                  <CdkDialogTitle className="cdk-dialog-nested-title">
                    Discard the new name?
                  </CdkDialogTitle>
                  <CdkDialogDescription>The notebook keeps the name “{name}”.</CdkDialogDescription>
                  <div className="cdk-dialog-nested-actions">
                    <CdkDialogClose className="cdk-dialog-nested-button" data-autofocus="">
                      Keep editing
                    </CdkDialogClose>
                    <button
                      type="button"
                      className="cdk-dialog-nested-button"
                      data-danger=""
                      onClick={() => {
                        setConfirming(false);
                        setEditing(false);
                      }}
                    >
                      Discard
                    </button>
                  </div>
                </CdkDialogPanel>
              </CdkDialogPortal>
            </CdkDialog>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>
      <p role="status">The notebook is called “{name}”.</p>
    </div>
  );
}
