import {Badge} from '@material-react/material/badge';
import {Button, IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Radio, RadioGroup} from '@material-react/material/radio';
import inbox from '@material-symbols/svg-400/outlined/inbox.svg?raw';
import {useId, useState} from 'react';
import './badge-max-and-hidden-example.css';

const MAXIMUMS = ['9', '99', '999'];

const unreadMessages = (count: number) =>
  count === 1 ? '1 unread message' : `${count} unread messages`;

/**
 * @title Maximum and hidden badge
 *
 * The count grows past the maximum, which then shows with a plus sign, and the badge hides while
 * nothing is unread. The count in the sentence below is announced as it changes.
 */
export function BadgeMaxAndHiddenExample() {
  const [count, setCount] = useState(8);
  const [max, setMax] = useState('99');
  const id = useId();
  return (
    <div className="badge-max-and-hidden">
      <div className="badge-max-and-hidden-inbox">
        <Badge
          asChild
          content={count}
          max={Number(max)}
          hidden={count === 0}
          description={unreadMessages(count)}
        >
          <IconButton variant="tonal" aria-label="Inbox">
            <Icon svg={inbox} />
          </IconButton>
        </Badge>
        <p role="status" className="badge-max-and-hidden-status">
          {count === 0 ? 'No unread messages.' : `${unreadMessages(count)}.`}
        </p>
      </div>
      <div className="badge-max-and-hidden-actions">
        <Button variant="outlined" onClick={() => setCount(count + 1)}>
          Receive a message
        </Button>
        <Button variant="outlined" onClick={() => setCount(count + 100)}>
          Receive 100
        </Button>
        <Button onClick={() => setCount(0)} disabled={count === 0}>
          Mark all as read
        </Button>
      </div>
      <p id={`${id}-max`} className="badge-max-and-hidden-caption">
        Maximum
      </p>
      <RadioGroup
        aria-labelledby={`${id}-max`}
        orientation="horizontal"
        value={max}
        onValueChange={setMax}
      >
        {MAXIMUMS.map((value) => (
          <Radio key={value} value={value}>
            {value}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
