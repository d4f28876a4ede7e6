import {
  OVERLAY_PANE_CLASS,
  OverlayPortal,
  useAnchoredOverlay,
  type OverlayPlacement,
} from '@material-react/cdk/overlay';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-overlay-placement-example.css';

const PLACEMENTS: OverlayPlacement[] = [
  'bottom-start',
  'bottom',
  'bottom-end',
  'top-start',
  'top',
  'top-end',
  'before',
  'after',
  'before-start',
  'after-end',
];

/**
 * @title Placement, and a pane of your own
 *
 * `useAnchoredOverlay` positions an element you render yourself, here a forecast panel put in the
 * overlay container by `OverlayPortal`. It reports the placement it ended up with: `before` and
 * `after` become a physical side that follows the text direction, and a side without room flips
 * to the opposite one.
 */
export function CdkOverlayPlacementExample() {
  const id = useId();
  const [placement, setPlacement] = useState<OverlayPlacement>('bottom-start');
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const overlay = useAnchoredOverlay({
    open,
    anchor,
    placement,
    offset: 8,
    onDismiss: (reason) => {
      setOpen(false);
      if (reason === 'escape') anchor?.focus();
    },
  });
  const panelId = `${id}-panel`;

  return (
    <div className="cdk-overlay-placement">
      <div className="cdk-overlay-placement-field">
        <label htmlFor={`${id}-placement`}>Placement</label>
        <select
          id={`${id}-placement`}
          value={placement}
          onChange={(event) => setPlacement(event.target.value as OverlayPlacement)}
        >
          {PLACEMENTS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <Button
        ref={setAnchor}
        variant="tonal"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        Tomorrow&apos;s forecast
      </Button>
      <p className="cdk-overlay-placement-result">
        {overlay.placement
          ? `Asked for ${placement}, placed at ${overlay.placement}.`
          : 'Open the forecast to see where it goes.'}
      </p>
      {open && (
        <OverlayPortal>
          <div
            {...overlay.paneProps}
            id={panelId}
            role="region"
            aria-label="Tomorrow's forecast"
            className={`${OVERLAY_PANE_CLASS} cdk-overlay-placement-panel`}
          >
            <p className="cdk-overlay-placement-temperature">High 14°, low 6°</p>
            <p>Showers in the morning, clearing by noon. Wind from the west, 20 km/h.</p>
          </div>
        </OverlayPortal>
      )}
    </div>
  );
}
