import {Overlay} from '@material-react/cdk/overlay';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-overlay-basic-example.css';

/**
 * @title Anchored overlay
 *
 * The panel opens below the button, aligned to its start. Scroll the page so the button is near
 * the bottom of the window: the panel flips above it. Escape or a click outside closes it.
 */
export function CdkOverlayBasicExample() {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  return (
    <div className="cdk-overlay-basic">
      <Button
        ref={setAnchor}
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close' : 'Open'} the panel
      </Button>
      <Overlay
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={8}
        onDismiss={(reason) => {
          setOpen(false);
          if (reason === 'escape') anchor?.focus();
        }}
      >
        <div
          id={panelId}
          role="region"
          aria-label="Overlay panel"
          className="cdk-overlay-basic-panel"
        >
          <p>This panel lives in the overlay container, outside the example.</p>
          <p>It stays next to the button while the page scrolls.</p>
        </div>
      </Overlay>
    </div>
  );
}
