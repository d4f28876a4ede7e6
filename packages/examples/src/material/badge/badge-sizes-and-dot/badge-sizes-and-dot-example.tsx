import {Badge} from '@material-react/material/badge';
import {Fab, IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import chat from '@material-symbols/svg-400/outlined/chat.svg?raw';
import group from '@material-symbols/svg-400/outlined/group.svg?raw';
import notifications from '@material-symbols/svg-400/outlined/notifications.svg?raw';
import shoppingBag from '@material-symbols/svg-400/outlined/shopping_bag.svg?raw';
import './badge-sizes-and-dot-example.css';

/**
 * @title Badge sizes and dots
 *
 * A small badge is a dot; a medium one holds a count; a large one suits a big host such as a FAB.
 * A disabled badge goes with a disabled host.
 */
export function BadgeSizesAndDotExample() {
  return (
    <ul className="badge-sizes-and-dot" aria-label="Badge sizes">
      <li className="badge-sizes-and-dot-item">
        <Badge size="small" description="New updates">
          <Icon svg={notifications} label="Notifications" />
        </Badge>
        <span className="badge-sizes-and-dot-caption">Small</span>
      </li>
      <li className="badge-sizes-and-dot-item">
        <Badge content={8} description="8 new messages">
          <Icon svg={chat} label="Chat" />
        </Badge>
        <span className="badge-sizes-and-dot-caption">Medium</span>
      </li>
      <li className="badge-sizes-and-dot-item">
        <Badge asChild size="large" content={12} description="12 new orders">
          <Fab color="secondary" aria-label="Orders">
            <Icon svg={shoppingBag} />
          </Fab>
        </Badge>
        <span className="badge-sizes-and-dot-caption">Large</span>
      </li>
      <li className="badge-sizes-and-dot-item">
        <Badge asChild disabled content={5} description="5 pending invitations">
          <IconButton variant="outlined" aria-label="Invitations" disabled>
            <Icon svg={group} />
          </IconButton>
        </Badge>
        <span className="badge-sizes-and-dot-caption">Disabled</span>
      </li>
    </ul>
  );
}
