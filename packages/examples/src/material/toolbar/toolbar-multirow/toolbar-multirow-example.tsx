import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Toolbar, ToolbarRow} from '@material-react/material/toolbar';
import arrowBack from '@material-symbols/svg-400/outlined/arrow_back.svg?raw';
import moreVert from '@material-symbols/svg-400/outlined/more_vert.svg?raw';
import './toolbar-multirow-example.css';

/** @title Toolbar with several rows */
export function ToolbarMultirowExample() {
  return (
    <header className="toolbar-multirow">
      <Toolbar>
        <ToolbarRow>
          <IconButton aria-label="Back">
            <Icon svg={arrowBack} />
          </IconButton>
          <span className="toolbar-multirow-spacer" />
          <IconButton aria-label="More options">
            <Icon svg={moreVert} />
          </IconButton>
        </ToolbarRow>
        <ToolbarRow>
          <h2 className="toolbar-multirow-title">Photo albums</h2>
        </ToolbarRow>
        <ToolbarRow className="toolbar-multirow-subtitle">12 albums · 1,204 photos</ToolbarRow>
      </Toolbar>
    </header>
  );
}
