import {Button} from '@material-react/material/button';
import {Sidenav, SidenavContainer, SidenavContent} from '@material-react/material/sidenav';
import {useState} from 'react';
import './sidenav-overview-example.css';

const FOLDERS = ['Inbox', 'Starred', 'Sent', 'Drafts'];

/** @title Sidenav opened by a button */
export function SidenavOverviewExample() {
  const [opened, setOpened] = useState(false);
  const [folder, setFolder] = useState('Inbox');
  return (
    <SidenavContainer className="sidenav-overview">
      <Sidenav opened={opened} onOpenedChange={setOpened} mode="over">
        <nav aria-label="Folders" className="sidenav-overview-nav">
          {FOLDERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-current={name === folder ? 'page' : undefined}
              onClick={() => {
                setFolder(name);
                setOpened(false);
              }}
            >
              {name}
            </button>
          ))}
        </nav>
      </Sidenav>
      <SidenavContent className="sidenav-overview-content">
        <Button variant="tonal" onClick={() => setOpened(true)}>
          Open folders
        </Button>
        <p>
          Showing <strong>{folder}</strong>. The drawer slides over this content; press Escape or
          click outside it to close it.
        </p>
      </SidenavContent>
    </SidenavContainer>
  );
}
