import {announce, type AriaLivePoliteness} from '@material-react/cdk/a11y';
import {Button} from '@material-react/material/button';
import {useId, useState} from 'react';
import './cdk-a11y-live-announcer-example.css';

/**
 * @title Announcing messages to screen readers
 *
 * The message goes to a visually hidden live region; turn on a screen reader to hear it.
 */
export function CdkA11yLiveAnnouncerExample() {
  const [message, setMessage] = useState('Your changes were saved.');
  const [assertive, setAssertive] = useState(false);
  const [lastAnnounced, setLastAnnounced] = useState('');
  const id = useId();
  const politeness: AriaLivePoliteness = assertive ? 'assertive' : 'polite';
  return (
    <form
      className="cdk-a11y-live-announcer"
      onSubmit={(event) => {
        event.preventDefault();
        const text = message.trim();
        if (!text) return;
        void announce(text, {politeness});
        setLastAnnounced(`${text} (${politeness})`);
      }}
    >
      <label htmlFor={`${id}-message`}>Message</label>
      <input
        id={`${id}-message`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <label className="cdk-a11y-live-announcer-check">
        <input
          type="checkbox"
          checked={assertive}
          onChange={(event) => setAssertive(event.target.checked)}
        />
        Interrupt (assertive)
      </label>
      <Button type="submit" variant="filled">
        Announce
      </Button>
      <p>Last announced: {lastAnnounced || 'nothing yet'}</p>
    </form>
  );
}
