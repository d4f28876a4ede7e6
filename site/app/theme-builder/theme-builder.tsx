import {SlideToggle} from '@material-react/material/slide-toggle';
import {useSyncExternalStore} from 'react';
import {ContrastTable} from './contrast-table';
import {ExportPanel} from './export-panel';
import {KeyColors} from './key-colors';
import {usePreviewSchemes} from './preview-schemes';
import {SchemeOptions} from './scheme-options';
import {SeedPicker} from './seed-picker';
import {SchemePreview} from './theme-preview';
import {useThemeBuilder} from './use-theme-builder';
import './theme-builder.css';

const noSubscription = () => () => {};

/** The builder itself, in the browser: choices, whole-site switch, preview, contrast, export. */
function LiveThemeBuilder() {
  const {choices, schemes, update, wholeSite, setWholeSite, shareLink} = useThemeBuilder();
  usePreviewSchemes(schemes);
  const shown = choices.mode === 'both' ? (['light', 'dark'] as const) : [choices.mode];
  return (
    <div className="docs-tb" data-mode={choices.mode}>
      <div className="docs-tb-controls">
        <SeedPicker seed={choices.seed} onSeedChange={(seed) => update({seed})}>
          <KeyColors scheme={schemes.light} />
        </SeedPicker>
        <SchemeOptions choices={choices} onChange={update} />
      </div>
      <div className="docs-tb-whole-site">
        <SlideToggle checked={wholeSite} onCheckedChange={setWholeSite}>
          Preview on the whole site
        </SlideToggle>
        <p className="docs-tb-note">
          {wholeSite
            ? 'Every page and live example now wears this scheme, until you turn this off or pick a theme in the theme menu.'
            : 'Try the scheme on every page and live example of this site; it stays on across pages and visits.'}
          {choices.mode === 'both' && ' The site follows your system’s light or dark setting.'}
        </p>
      </div>
      <section className="docs-tb-preview-section" aria-labelledby="docs-tb-preview-title">
        <h2 id="docs-tb-preview-title" className="docs-tb-heading">
          Preview
        </h2>
        <div className="docs-tb-previews">
          {shown.map((scheme) => (
            <SchemePreview key={scheme} scheme={scheme} />
          ))}
        </div>
      </section>
      <section className="docs-tb-contrast-section" aria-labelledby="docs-tb-contrast-title">
        <h2 id="docs-tb-contrast-title" className="docs-tb-heading">
          Contrast
        </h2>
        <p className="docs-tb-note">
          Each text role against the background it is meant for, measured as WCAG contrast ratios.
          Body text needs 4.5:1 (level AA).
        </p>
        <div className="docs-tb-contrast-tables">
          {shown.map((scheme) => (
            <ContrastTable
              key={scheme}
              scheme={schemes[scheme]}
              title={scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
            />
          ))}
        </div>
      </section>
      <ExportPanel choices={choices} schemes={schemes} shareLink={shareLink} />
    </div>
  );
}

/**
 * The theme builder of `/guide/theme-builder`. The prerendered page has a short note in its
 * place (the guide below explains the builder); in the browser, the builder replaces it once the
 * page has hydrated, reading its choices from the URL or the stored custom theme, which the
 * prerendered HTML cannot know.
 */
export function ThemeBuilder() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) {
    return (
      <div className="docs-tb docs-tb-placeholder">
        <p>
          The theme builder makes a Material 3 colour scheme from one seed colour and previews it on
          the library’s components.{' '}
          <span className="docs-tb-without-script">
            It needs JavaScript; the guide below describes what it does and the file it writes.
          </span>
          <span className="docs-tb-with-script">Loading the theme builder…</span>
        </p>
      </div>
    );
  }
  return <LiveThemeBuilder />;
}
