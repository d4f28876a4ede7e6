import {Breakpoints, useBreakpoint} from '@material-react/cdk/layout';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Sidenav, SidenavContainer, SidenavContent} from '@material-react/material/sidenav';
import {Toolbar} from '@material-react/material/toolbar';
import menu from '@material-symbols/svg-400/outlined/menu.svg?raw';
import {useState} from 'react';
import './sidenav-responsive-example.css';

const PAGES = ['Overview', 'Reports', 'Settings'];

/** @title Responsive sidenav */
export function SidenavResponsiveExample() {
  // Narrow windows get a modal drawer behind a menu button; wider ones keep it open beside the page.
  const narrow = useBreakpoint([Breakpoints.XSmall, Breakpoints.Small]).matches;
  const [openedWhenNarrow, setOpenedWhenNarrow] = useState(false);
  const [page, setPage] = useState('Overview');
  const opened = narrow ? openedWhenNarrow : true;

  return (
    <div className="sidenav-responsive">
      <Toolbar color="primary" className="sidenav-responsive-toolbar">
        {narrow && (
          <IconButton
            aria-label="Open navigation"
            aria-expanded={openedWhenNarrow}
            onClick={() => setOpenedWhenNarrow((open) => !open)}
          >
            <Icon svg={menu} />
          </IconButton>
        )}
        <span>Dashboard</span>
      </Toolbar>
      <SidenavContainer className="sidenav-responsive-container">
        <Sidenav
          mode={narrow ? 'over' : 'side'}
          opened={opened}
          onOpenedChange={setOpenedWhenNarrow}
        >
          <nav aria-label="Dashboard" className="sidenav-responsive-nav">
            {PAGES.map((name) => (
              <button
                key={name}
                type="button"
                aria-current={name === page ? 'page' : undefined}
                onClick={() => {
                  setPage(name);
                  setOpenedWhenNarrow(false);
                }}
              >
                {name}
              </button>
            ))}
          </nav>
        </Sidenav>
        <SidenavContent className="sidenav-responsive-content">
          <h3>{page}</h3>
          <p>
            The drawer is a <strong>{narrow ? 'modal (over)' : 'side'}</strong> drawer at this
            window width. Resize the window to switch.
          </p>
        </SidenavContent>
      </SidenavContainer>
    </div>
  );
}
