import {FocusTrap} from '@material-react/cdk/a11y';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-a11y-focus-trap-example.css';

/**
 * @title Trapping focus in a region
 *
 * While the trap is on, Tab and Shift+Tab cycle through the fields and buttons of the region;
 * Escape or "Done" turns it off and focus goes back to the button that turned it on.
 */
export function CdkA11yFocusTrapExample() {
  const [trapped, setTrapped] = useState(false);
  const id = useId();
  return (
    <div className="cdk-a11y-focus-trap">
      <Button variant="filled" disabled={trapped} onClick={() => setTrapped(true)}>
        Start editing
      </Button>
      <FocusTrap
        enabled={trapped}
        role="group"
        aria-labelledby={`${id}-title`}
        className="cdk-a11y-focus-trap-region"
        data-trapped={trapped ? '' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && trapped) {
            event.preventDefault();
            setTrapped(false);
          }
        }}
      >
        <p id={`${id}-title`} className="cdk-a11y-focus-trap-title">
          Address {trapped ? '(focus is trapped here)' : ''}
        </p>
        <label htmlFor={`${id}-street`}>Street</label>
        <input id={`${id}-street`} autoComplete="address-line1" data-autofocus />
        <label htmlFor={`${id}-city`}>City</label>
        <input id={`${id}-city`} autoComplete="address-level2" />
        <Button variant="tonal" disabled={!trapped} onClick={() => setTrapped(false)}>
          Done
        </Button>
      </FocusTrap>
    </div>
  );
}
