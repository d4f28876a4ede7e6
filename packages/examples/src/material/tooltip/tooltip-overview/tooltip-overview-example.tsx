import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Tooltip} from '@material-react/material/tooltip';
import contentCopy from '@material-symbols/svg-400/outlined/content_copy.svg?raw';
import print from '@material-symbols/svg-400/outlined/print.svg?raw';
import share from '@material-symbols/svg-400/outlined/share.svg?raw';
import './tooltip-overview-example.css';

/** @title Tooltips on icon buttons */
export function TooltipOverviewExample() {
  return (
    <div className="tooltip-overview">
      <Tooltip message="Copy the link to this page">
        <IconButton aria-label="Copy link">
          <Icon svg={contentCopy} />
        </IconButton>
      </Tooltip>
      <Tooltip message="Share with your team">
        <IconButton aria-label="Share">
          <Icon svg={share} />
        </IconButton>
      </Tooltip>
      <Tooltip message="Print (Ctrl+P)">
        <IconButton aria-label="Print">
          <Icon svg={print} />
        </IconButton>
      </Tooltip>
    </div>
  );
}
