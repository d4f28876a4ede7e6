import {Badge} from '@material-react/material/badge';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import mail from '@material-symbols/svg-400/outlined/mail.svg?raw';
import notifications from '@material-symbols/svg-400/outlined/notifications.svg?raw';
import shoppingCart from '@material-symbols/svg-400/outlined/shopping_cart.svg?raw';
import './badge-overview-example.css';

/**
 * @title Badges
 *
 * A count on an icon, a dot for new activity, a capped count on an icon button and a short label
 * beside a text. Each badge has a description for screen readers.
 */
export function BadgeOverviewExample() {
  return (
    <div className="badge-overview">
      <Badge content={3} description="3 unread messages">
        <Icon svg={mail} label="Mail" />
      </Badge>
      <Badge description="New activity">
        <Icon svg={notifications} label="Notifications" />
      </Badge>
      <Badge asChild content={120} max={99} description="120 items">
        <IconButton variant="tonal" aria-label="Shopping cart">
          <Icon svg={shoppingCart} />
        </IconButton>
      </Badge>
      <Badge content="New" overlap={false} description="New feature">
        <span className="badge-overview-text">Smart replies</span>
      </Badge>
    </div>
  );
}
