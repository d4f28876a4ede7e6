import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Toolbar} from '@material-react/material/toolbar';
import favorite from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import menu from '@material-symbols/svg-400/outlined/menu.svg?raw';
import share from '@material-symbols/svg-400/outlined/share.svg?raw';
import './toolbar-simple-example.css';

/** @title Toolbar with a title and actions */
export function ToolbarSimpleExample() {
  return (
    <header className="toolbar-simple">
      <Toolbar color="primary">
        <IconButton aria-label="Open navigation">
          <Icon svg={menu} />
        </IconButton>
        <span className="toolbar-simple-title">My app</span>
        <IconButton aria-label="Favourites">
          <Icon svg={favorite} />
        </IconButton>
        <IconButton aria-label="Share">
          <Icon svg={share} />
        </IconButton>
      </Toolbar>
    </header>
  );
}
