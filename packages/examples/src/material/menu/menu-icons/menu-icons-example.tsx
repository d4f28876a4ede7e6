import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '@material-react/material/menu';
import archive from '@material-symbols/svg-400/outlined/archive.svg?raw';
import deleteIcon from '@material-symbols/svg-400/outlined/delete.svg?raw';
import forward from '@material-symbols/svg-400/outlined/forward.svg?raw';
import markEmailUnread from '@material-symbols/svg-400/outlined/mark_email_unread.svg?raw';
import moreVert from '@material-symbols/svg-400/outlined/more_vert.svg?raw';
import replyAll from '@material-symbols/svg-400/outlined/reply_all.svg?raw';
import reply from '@material-symbols/svg-400/outlined/reply.svg?raw';
import {useState} from 'react';
import './menu-icons-example.css';

const ACTIONS = [
  {label: 'Reply', icon: reply},
  {label: 'Reply to all', icon: replyAll, disabled: true},
  {label: 'Forward', icon: forward},
  {label: 'Mark as unread', icon: markEmailUnread},
];

/**
 * @title Menu items with icons
 *
 * An icon placed first in an item sits before its label. The icons are decorative: the label
 * names the item, and typing a letter still jumps to the item whose label starts with it.
 */
export function MenuIconsExample() {
  const [lastAction, setLastAction] = useState('');
  return (
    <div className="menu-icons">
      <div className="menu-icons-message">
        <div className="menu-icons-text">
          <span className="menu-icons-subject">Quarterly planning</span>
          <span className="menu-icons-sender">From Priya Natarajan</span>
        </div>
        <Menu>
          <MenuTrigger asChild>
            <IconButton aria-label="Message actions">
              <Icon svg={moreVert} />
            </IconButton>
          </MenuTrigger>
          <MenuContent aria-label="Message actions" placement="bottom-end">
            {ACTIONS.map((action) => (
              <MenuItem
                key={action.label}
                disabled={action.disabled}
                onSelect={() => setLastAction(action.label)}
              >
                <Icon svg={action.icon} />
                {action.label}
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuItem onSelect={() => setLastAction('Archive')}>
              <Icon svg={archive} />
              Archive
            </MenuItem>
            <MenuItem className="menu-icons-danger" onSelect={() => setLastAction('Delete')}>
              <Icon svg={deleteIcon} />
              Delete
            </MenuItem>
          </MenuContent>
        </Menu>
      </div>
      <p className="menu-icons-result">
        {lastAction ? `You chose: ${lastAction}` : 'Open the menu to act on the message.'}
      </p>
    </div>
  );
}
