import {TabLink, TabNavBar, TabNavPanel} from '@material-react/material/tabs';
import {useId, useState} from 'react';
import './tab-nav-bar-basic-example.css';

const SECTIONS = [
  {key: 'inbox', title: 'Inbox', text: 'You have 3 unread messages.'},
  {key: 'sent', title: 'Sent', text: 'Your last message went out this morning.'},
  {key: 'archive', title: 'Archive', text: '128 archived conversations.'},
];

/**
 * @title Tab nav bar
 *
 * In an app the links would be router links and the active one would come from the URL. An
 * example cannot change the page's address, so here the links switch content within the page:
 * the bar gets a `panelId` and works as a tab list over a `TabNavPanel`.
 */
export function TabNavBarBasicExample() {
  const [active, setActive] = useState('inbox');
  const id = useId();
  const panelId = `${id}-panel`;
  const linkId = (key: string) => `${id}-${key}`;
  const current = SECTIONS.find((section) => section.key === active) ?? SECTIONS[0]!;
  return (
    <div className="tab-nav-bar-basic">
      <TabNavBar aria-label="Mailbox" panelId={panelId}>
        {SECTIONS.map((section) => (
          <TabLink
            key={section.key}
            id={linkId(section.key)}
            href={`#${panelId}`}
            active={active === section.key}
            onClick={(event) => {
              event.preventDefault();
              setActive(section.key);
            }}
          >
            {section.title}
          </TabLink>
        ))}
        <TabLink href={`#${panelId}`} disabled>
          Spam
        </TabLink>
      </TabNavBar>
      <TabNavPanel
        id={panelId}
        aria-labelledby={linkId(current.key)}
        className="tab-nav-bar-basic-panel"
      >
        {current.text}
      </TabNavPanel>
    </div>
  );
}
