import {Overlay, type OverlayScrollStrategy} from '@material-react/cdk/overlay';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-overlay-scroll-strategies-example.css';

const STRATEGIES: {value: OverlayScrollStrategy; description: string}[] = [
  {value: 'reposition', description: 'The panel follows the button.'},
  {value: 'close', description: 'The panel closes when the page scrolls.'},
  {value: 'block', description: 'The page cannot scroll while the panel is open.'},
  {value: 'noop', description: 'The panel stays where it opened.'},
];

/**
 * @title Overlay scroll strategies
 *
 * Choose a strategy, open the panel, then scroll the page.
 */
export function CdkOverlayScrollStrategiesExample() {
  const [strategy, setStrategy] = useState<OverlayScrollStrategy>('reposition');
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [lastClose, setLastClose] = useState('');
  const name = useId();
  const panelId = useId();
  const current = STRATEGIES.find((entry) => entry.value === strategy)!;
  return (
    <div className="cdk-overlay-scroll-strategies">
      <fieldset className="cdk-overlay-scroll-strategies-choice">
        <legend>Scroll strategy</legend>
        {STRATEGIES.map((entry) => (
          <label key={entry.value}>
            <input
              type="radio"
              name={name}
              value={entry.value}
              checked={strategy === entry.value}
              onChange={() => {
                setOpen(false);
                setStrategy(entry.value);
              }}
            />
            {entry.value}
          </label>
        ))}
      </fieldset>
      <Button
        ref={setAnchor}
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Close' : 'Open'} the panel
      </Button>
      <p role="status" className="cdk-overlay-scroll-strategies-status">
        {lastClose}
      </p>
      <Overlay
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={8}
        scrollStrategy={strategy}
        onDismiss={(reason) => {
          setOpen(false);
          setLastClose(`Closed by ${reason === 'scroll' ? 'a scroll' : reason}.`);
          if (reason === 'escape') anchor?.focus();
        }}
      >
        <div
          id={panelId}
          role="region"
          aria-label={`Panel with the ${strategy} strategy`}
          className="cdk-overlay-scroll-strategies-panel"
        >
          <p>
            <strong>{strategy}</strong>: {current.description}
          </p>
        </div>
      </Overlay>
    </div>
  );
}
