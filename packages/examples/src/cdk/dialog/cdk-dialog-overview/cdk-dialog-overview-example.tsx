import {VISUALLY_HIDDEN_CLASS} from '@material-react/cdk/a11y';
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
import './cdk-dialog-overview-example.css';

const SIZES = ['Small', 'Medium', 'Large'];

/**
 * @title Headless dialog
 *
 * The cdk's dialog parts with no styles of their own: the look comes from this example's CSS.
 * Focus moves into the dialog and stays there, and Escape or a click outside close it.
 */
export function CdkDialogOverviewExample() {
  const [size, setSize] = useState('Medium');
  const [open, setOpen] = useState(false);
  const name = useId();
  return (
    <div className="cdk-dialog-overview">
      <CdkDialog open={open} onOpenChange={setOpen}>
        <CdkDialogTrigger className="cdk-dialog-overview-button">
          Text size: {size}
        </CdkDialogTrigger>
        <CdkDialogPortal>
          <CdkDialogBackdrop className="cdk-dialog-overview-backdrop" />
          <CdkDialogPanel className="cdk-dialog-overview-panel">
            <CdkDialogTitle className="cdk-dialog-overview-title">Text size</CdkDialogTitle>
            <CdkDialogDescription>Choose how large text is in the reader.</CdkDialogDescription>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const chosen = new FormData(event.currentTarget).get(name);
                if (typeof chosen === 'string') setSize(chosen);
                setOpen(false);
              }}
            >
              <fieldset>
                <legend className={VISUALLY_HIDDEN_CLASS}>Size</legend>
                {SIZES.map((option) => (
                  <label key={option}>
                    <input
                      type="radio"
                      name={name}
                      value={option}
                      defaultChecked={option === size}
                    />
                    {option}
                  </label>
                ))}
              </fieldset>
              <div className="cdk-dialog-overview-actions">
                <CdkDialogClose className="cdk-dialog-overview-button">Cancel</CdkDialogClose>
                <button type="submit" className="cdk-dialog-overview-button" data-primary="">
                  Apply
                </button>
              </div>
            </form>
          </CdkDialogPanel>
        </CdkDialogPortal>
      </CdkDialog>
    </div>
  );
}
