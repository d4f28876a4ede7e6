import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '@material-react/material/menu';
import moreVert from '@material-symbols/svg-400/outlined/more_vert.svg?raw';
import {useState} from 'react';
import './menu-overview-example.css';

/** @title Menu of actions */
export function MenuOverviewExample() {
  const [lastAction, setLastAction] = useState('none yet');
  return (
    <div className="menu-overview">
      <Menu>
        <MenuTrigger asChild>
          <IconButton aria-label="Document actions">
            <Icon svg={moreVert} />
          </IconButton>
        </MenuTrigger>
        <MenuContent aria-label="Document actions" placement="bottom-start">
          <MenuItem onSelect={() => setLastAction('Rename')}>Rename</MenuItem>
          <MenuItem onSelect={() => setLastAction('Duplicate')}>Duplicate</MenuItem>
          <MenuItem disabled>Move (no other folders)</MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => setLastAction('Delete')}>Delete</MenuItem>
        </MenuContent>
      </Menu>
      <p>Last action: {lastAction}</p>
    </div>
  );
}
