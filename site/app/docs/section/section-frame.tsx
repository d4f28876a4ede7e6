import menuIcon from '@material-symbols/svg-400/outlined/menu.svg?raw';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Sidenav} from '@material-react/material/sidenav';
import {createContext, use, useState, type ReactNode} from 'react';
import type {DocSection} from '../documentation-items';
import {SectionNavList} from './section-nav';
import './section.css';

interface SectionDrawerState {
  section: DocSection;
  opened: boolean;
  setOpened: (opened: boolean) => void;
}

const SectionDrawerContext = createContext<SectionDrawerState | null>(null);

/**
 * The section area: its navigation beside the page on wide screens, and below 720px in a drawer
 * opened from a bar that stays under the top bar while the page scrolls, so that another item is
 * one press away from anywhere on the page (all drawn by CSS at every width, so nothing shifts on
 * load).
 */
export function SectionFrame({section, children}: {section: DocSection; children: ReactNode}) {
  const [opened, setOpened] = useState(false);
  // The drawer's links are written once it is first opened: the prerendered page lists the
  // section's items once, in the navigation beside the content.
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  return (
    <SectionDrawerContext value={{section, opened, setOpened}}>
      <div className="docs-section">
        <nav className="docs-section-nav" aria-label={`${section.name} navigation`}>
          <SectionNavList section={section} />
        </nav>
        <div className="docs-section-content">
          <div className="docs-section-bar">
            <SectionDrawerToggle />
          </div>
          {children}
        </div>
      </div>
      <Sidenav
        mode="over"
        fixedInViewport
        opened={opened}
        onOpenedChange={setOpened}
        className="docs-section-drawer"
        role="dialog"
        aria-modal={opened}
        aria-label={`${section.name} navigation`}
      >
        {everOpened && (
          <p className="docs-section-drawer-title" aria-hidden="true">
            {section.name}
          </p>
        )}
        {everOpened && (
          <nav aria-label={`${section.name} items`}>
            <SectionNavList section={section} onNavigate={() => setOpened(false)} />
          </nav>
        )}
      </Sidenav>
    </SectionDrawerContext>
  );
}

/** The button that opens the section drawer; shown below 720px only. */
function SectionDrawerToggle() {
  const state = use(SectionDrawerContext);
  if (!state) return null;
  return (
    <IconButton
      className="docs-section-drawer-toggle"
      aria-label={`Open the ${state.section.name} navigation`}
      aria-expanded={state.opened}
      aria-haspopup="dialog"
      onClick={() => state.setOpened(true)}
    >
      <Icon svg={menuIcon} />
    </IconButton>
  );
}
