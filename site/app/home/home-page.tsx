import accessibilityIcon from '@material-symbols/svg-400/outlined/accessibility_new.svg?raw';
import paletteIcon from '@material-symbols/svg-400/outlined/palette.svg?raw';
import speedIcon from '@material-symbols/svg-400/outlined/speed.svg?raw';
import widgetsIcon from '@material-symbols/svg-400/outlined/widgets.svg?raw';
import {Button} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {AppLink} from '../runtime/app-link';
import {SITE_CONFIG} from '../config';
import {SiteLogo} from '../shell/site-logo';
import './home-page.css';

const FEATURES = [
  {
    icon: accessibilityIcon,
    title: 'Accessible from the start',
    text: 'Every component follows the WAI-ARIA patterns, works with a keyboard alone and manages focus, so screen reader users get the same application as everyone else.',
  },
  {
    icon: paletteIcon,
    title: 'Themed with tokens',
    text: 'Colour, type, shape and elevation are CSS custom properties. Swap a stylesheet to change the theme, light or dark, without touching a component.',
  },
  {
    icon: widgetsIcon,
    title: 'Headless when you need it',
    text: 'The CDK holds the behaviour behind the components: overlays, focus traps, keyboard navigation, tables and trees. Build your own look on the same foundations.',
  },
  {
    icon: speedIcon,
    title: 'Light on the page',
    text: 'Plain CSS, no styling runtime, icons as inline SVG and one entry point per component, so an application ships only what it uses.',
  },
];

/** The homepage: what the library is, how to start, and why to choose it. */
export function HomePage() {
  return (
    <div className="docs-home">
      <section className="docs-home-hero" aria-labelledby="docs-home-title">
        <div className="docs-home-hero-inner">
          <SiteLogo size={72} />
          <h1 id="docs-home-title" className="docs-home-title">
            Material for React
          </h1>
          <p className="docs-home-tagline">
            Accessible, themeable Material Design components for React, and the headless building
            blocks underneath them.
          </p>
          <div className="docs-home-actions">
            <Button asChild variant="filled" className="docs-home-primary-action">
              <AppLink to="/guide/getting-started">Get started</AppLink>
            </Button>
            <Button asChild variant="outlined" className="docs-home-secondary-action">
              <AppLink to="/components/categories">Browse components</AppLink>
            </Button>
          </div>
          <p className="docs-home-version">Version {SITE_CONFIG.libraryVersion}</p>
        </div>
      </section>
      <section className="docs-home-features" aria-labelledby="docs-home-features-title">
        <h2 id="docs-home-features-title" className="docs-home-section-title">
          Why Material for React
        </h2>
        <ul className="docs-home-feature-list">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="docs-home-feature">
              <span className="docs-home-feature-icon">
                <Icon svg={feature.icon} size={28} />
              </span>
              <h3 className="docs-home-feature-title">{feature.title}</h3>
              <p className="docs-home-feature-text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
