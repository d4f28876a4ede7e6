import {Badge} from '@material-react/material/badge';
import {Button, IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Tab, TabGroup} from '@material-react/material/tabs';
import chat from '@material-symbols/svg-400/outlined/chat.svg?raw';
import notifications from '@material-symbols/svg-400/outlined/notifications.svg?raw';
import './badge-on-buttons-and-tabs-example.css';

/**
 * @title Badges on buttons and tabs
 *
 * With `asChild` a button is the badge's host and is described by it. In a tab, a badge goes
 * beside the label's text, without overlap, and a margin after the label makes room for it.
 */
export function BadgeOnButtonsAndTabsExample() {
  return (
    <div className="badge-on-buttons-and-tabs">
      <div className="badge-on-buttons-and-tabs-buttons">
        <Badge asChild content={2} description="2 new messages">
          <Button variant="tonal">Inbox</Button>
        </Badge>
        <Badge asChild description="New notifications">
          <IconButton aria-label="Notifications">
            <Icon svg={notifications} />
          </IconButton>
        </Badge>
        <Badge asChild content={14} description="14 unread chats">
          <IconButton variant="filled" aria-label="Chats">
            <Icon svg={chat} />
          </IconButton>
        </Badge>
      </div>
      <TabGroup aria-label="Mailbox">
        <Tab
          label={
            <Badge
              content={4}
              overlap={false}
              description="4 unread"
              className="badge-on-buttons-and-tabs-label"
            >
              Primary
            </Badge>
          }
        >
          <p className="badge-on-buttons-and-tabs-panel">Four messages from people you know.</p>
        </Tab>
        <Tab
          label={
            <Badge content="New" overlap={false} className="badge-on-buttons-and-tabs-label">
              Updates
            </Badge>
          }
        >
          <p className="badge-on-buttons-and-tabs-panel">Receipts, bills and confirmations.</p>
        </Tab>
        <Tab label="Promotions">
          <p className="badge-on-buttons-and-tabs-panel">Nothing new here.</p>
        </Tab>
      </TabGroup>
    </div>
  );
}
