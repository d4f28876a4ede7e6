import {Icon} from '@material-react/material/icon';
import {ListDivider, ListItemLink, ListSubheader, NavList} from '@material-react/material/list';
import drafts from '@material-symbols/svg-400/outlined/drafts.svg?raw';
import inbox from '@material-symbols/svg-400/outlined/inbox.svg?raw';
import label from '@material-symbols/svg-400/outlined/label.svg?raw';
import send from '@material-symbols/svg-400/outlined/send.svg?raw';
import {useId, useState, type MouseEvent} from 'react';
import './list-navigation-example.css';

const MAILBOXES = [
  {id: 'inbox', name: 'Inbox', icon: inbox, count: 24},
  {id: 'sent', name: 'Sent', icon: send, count: 0},
  {id: 'drafts', name: 'Drafts', icon: drafts, count: 3},
];
const LABELS = ['Family', 'Travel'];

/** @title Navigation list */
export function ListNavigationExample() {
  const [current, setCurrent] = useState('inbox');
  // Each link points at the part of the page it would change: the mailbox shown below the list.
  const mailboxId = useId();
  const currentName = MAILBOXES.find((box) => box.id === current)?.name ?? current;
  // A real app lets its router handle the link; the example only tracks the choice.
  const go = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    setCurrent(id);
  };
  return (
    <div>
      <NavList aria-label="Mail" className="list-navigation">
        {MAILBOXES.map((box) => (
          <ListItemLink
            key={box.id}
            href={`#${mailboxId}`}
            active={current === box.id}
            icon={<Icon svg={box.icon} />}
            trailing={box.count > 0 ? box.count : undefined}
            onClick={go(box.id)}
          >
            {box.name}
          </ListItemLink>
        ))}
        <ListDivider />
        <ListSubheader level={2}>Labels</ListSubheader>
        {LABELS.map((name) => (
          <ListItemLink
            key={name}
            href={`#${mailboxId}`}
            active={current === name}
            icon={<Icon svg={label} />}
            onClick={go(name)}
          >
            {name}
          </ListItemLink>
        ))}
      </NavList>
      <p id={mailboxId} className="list-navigation-shown" role="status">
        Showing {currentName}
      </p>
    </div>
  );
}
