import {useDialog, useDialogState} from '@material-react/cdk/dialog';
import {OverlayPortal} from '@material-react/cdk/overlay';
import {useState} from 'react';
import './cdk-dialog-hooks-example.css';

/**
 * @title Dialog built from the hooks
 *
 * `useDialogState` holds the open state and `useDialog` gives the props of each element; the
 * markup, the slide-in animation and the decision to render are the example's own.
 */
export function CdkDialogHooksExample() {
  const [signedOut, setSignedOut] = useState(false);
  const state = useDialogState();
  const dialog = useDialog(state, {role: 'alertdialog'});
  return (
    <div className="cdk-dialog-hooks">
      {signedOut ? (
        <button
          type="button"
          className="cdk-dialog-hooks-button"
          onClick={() => setSignedOut(false)}
        >
          Sign in again
        </button>
      ) : (
        <button type="button" className="cdk-dialog-hooks-button" {...dialog.triggerProps}>
          Sign out
        </button>
      )}
      <p role="status">{signedOut ? 'You are signed out.' : 'You are signed in.'}</p>
      {dialog.isRendered && (
        <OverlayPortal>
          <div {...dialog.paneProps}>
            <div
              {...dialog.backdropProps}
              className={`${dialog.backdropProps.className} cdk-dialog-hooks-backdrop`}
            />
            <div
              {...dialog.dialogProps}
              className={`${dialog.dialogProps.className} cdk-dialog-hooks-sheet`}
            >
              <h2 {...dialog.titleProps}>Sign out?</h2>
              <p {...dialog.descriptionProps}>Unsaved changes in open documents will be lost.</p>
              <div className="cdk-dialog-hooks-actions">
                <button type="button" className="cdk-dialog-hooks-button" {...dialog.closeProps}>
                  Stay signed in
                </button>
                <button
                  type="button"
                  className="cdk-dialog-hooks-button"
                  data-danger=""
                  onClick={() => {
                    setSignedOut(true);
                    state.close();
                  }}
                >
                  Sign out
                </button>
              </div>
            </div>
          </div>
        </OverlayPortal>
      )}
    </div>
  );
}
