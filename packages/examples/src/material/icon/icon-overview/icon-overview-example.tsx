import {Icon} from '@material-react/material/icon';
import home from '@material-symbols/svg-400/outlined/home.svg?raw';
import mail from '@material-symbols/svg-400/outlined/mail.svg?raw';
import notifications from '@material-symbols/svg-400/outlined/notifications.svg?raw';
import settings from '@material-symbols/svg-400/outlined/settings.svg?raw';
import './icon-overview-example.css';

/** @title Icons next to text, at several sizes */
export function IconOverviewExample() {
  return (
    <div className="icon-overview">
      <ul>
        <li>
          <Icon svg={home} />
          Home
        </li>
        <li>
          <Icon svg={mail} />
          Messages
        </li>
        <li>
          <Icon svg={notifications} />
          Alerts
        </li>
      </ul>
      <p className="icon-overview-sizes">
        <Icon svg={settings} size={18} />
        <Icon svg={settings} />
        <Icon svg={settings} size={36} />
        <Icon svg={settings} size={48} className="icon-overview-primary" />
        <span>Settings at 18, 24, 36 and 48 pixels</span>
      </p>
    </div>
  );
}
