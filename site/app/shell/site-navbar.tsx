import codeIcon from '@material-symbols/svg-400/outlined/code.svg?raw';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Toolbar, ToolbarRow} from '@material-react/material/toolbar';
import {Tooltip} from '@material-react/material/tooltip';
import {useLocation} from 'react-router';
import {AppLink} from '../runtime/app-link';
import {findSection, SECTIONS} from '../docs/documentation-items';
import {SITE_CONFIG} from '../config';
import {SearchButton} from '../search/search-button';
import {ThemePicker} from '../theme/theme-picker';
import {VersionPicker} from '../versions/version-picker';
import {SiteLogo} from './site-logo';
import {SkipLink} from './skip-link';
import './site-navbar.css';

const NAV_LINKS = [
  ...SECTIONS.map((section) => ({
    label: section.name,
    to: `/${section.key}/categories`,
    isActive: (pathname: string) => findSection(pathname.split('/')[1])?.key === section.key,
  })),
  {
    label: 'Guides',
    to: '/guides',
    isActive: (pathname: string) => pathname === '/guides' || pathname.startsWith('/guide/'),
  },
];

function NavLinks({className, label}: {className: string; label: string}) {
  const {pathname} = useLocation();
  return (
    <nav className={className} aria-label={label}>
      {NAV_LINKS.map((link) => {
        const active = link.isActive(pathname);
        return (
          <AppLink
            key={link.to}
            to={link.to}
            className="docs-navbar-link"
            data-active={active || undefined}
            aria-current={pathname === link.to ? 'page' : active ? 'true' : undefined}
          >
            {link.label}
          </AppLink>
        );
      })}
    </nav>
  );
}

/** The top bar: skip link, home, sections, guides, version and theme pickers, repository. */
export function SiteNavbar() {
  return (
    <header className="docs-navbar-header">
      <SkipLink />
      <Toolbar color="primary" className="docs-navbar">
        <ToolbarRow className="docs-navbar-row">
          <AppLink to="/" className="docs-navbar-home">
            <SiteLogo />
            <span>Material</span>
          </AppLink>
          <NavLinks className="docs-navbar-links docs-navbar-links--desktop" label="Main" />
          <span className="docs-navbar-spacer" />
          <SearchButton />
          <VersionPicker />
          <ThemePicker />
          <Tooltip message="Source code repository">
            <IconButton
              href={SITE_CONFIG.repositoryUrl}
              aria-label="Source code repository"
              className="docs-navbar-icon-button"
            >
              <Icon svg={codeIcon} />
            </IconButton>
          </Tooltip>
        </ToolbarRow>
        <ToolbarRow className="docs-navbar-row docs-navbar-row--mobile">
          <NavLinks className="docs-navbar-links docs-navbar-links--mobile" label="Main" />
        </ToolbarRow>
      </Toolbar>
    </header>
  );
}
