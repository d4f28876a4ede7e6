import {useCallback, useEffect, useMemo, useState} from 'react';
import type {StoredCustomTheme} from '../theme/custom-theme';
import {CUSTOM_THEME_CONFIG, siteCustomTheme} from '../theme/themes';
import {generateSchemePair, type SchemePair} from './scheme';
import {
  choicesFromSearch,
  choicesToSearch,
  searchHasChoices,
  type PreviewMode,
  type ThemeChoices,
} from './theme-choices';

const MODE_TO_SITE: Record<PreviewMode, StoredCustomTheme['mode']> = {
  both: 'system',
  light: 'light',
  dark: 'dark',
};

/** The custom theme the site shows for these choices and schemes. */
export function customThemeOf(choices: ThemeChoices, schemes: SchemePair): StoredCustomTheme {
  return {
    mode: MODE_TO_SITE[choices.mode],
    light: schemes.light,
    dark: schemes.dark,
    source: choicesToSearch(choices),
  };
}

/**
 * Where the builder starts: a share link's choices, else those of the custom theme previewed on
 * the whole site, else the defaults.
 */
function initialChoices(stored: StoredCustomTheme | null): ThemeChoices {
  if (searchHasChoices(window.location.search)) return choicesFromSearch(window.location.search);
  if (stored && typeof stored.source === 'string') return choicesFromSearch(stored.source);
  return choicesFromSearch('');
}

/** What {@link useThemeBuilder} gives the builder's parts. */
export interface ThemeBuilderState {
  choices: ThemeChoices;
  /** The light and dark schemes of the choices. */
  schemes: SchemePair;
  /** Changes some of the choices. */
  update: (changes: Partial<ThemeChoices>) => void;
  /** Whether the scheme is previewed on the whole site. */
  wholeSite: boolean;
  setWholeSite: (on: boolean) => void;
  /** The link that reopens the builder with these choices. */
  shareLink: string;
}

/**
 * The builder's state: the choices (from the URL, the stored custom theme or the defaults), the
 * schemes they make, and the whole-site preview, which follows every change while it is on.
 * Browser only: the builder renders after hydration (see `ThemeBuilder`).
 */
export function useThemeBuilder(): ThemeBuilderState {
  const custom = useMemo(() => siteCustomTheme(), []);
  const [choices, setChoices] = useState(() => initialChoices(custom.read()));
  const [wholeSite, setWholeSiteState] = useState(() => custom.isActive());
  const {seed, variant, contrast} = choices;
  const schemes = useMemo(
    () => generateSchemePair({seed, variant, contrast}),
    [seed, variant, contrast],
  );

  // The theme menu can end the preview (a theme picked) while the builder is open.
  useEffect(() => {
    const observer = new MutationObserver(() => setWholeSiteState(custom.isActive()));
    observer.observe(document.documentElement, {attributeFilter: [CUSTOM_THEME_CONFIG.attribute]});
    return () => observer.disconnect();
  }, [custom]);

  useEffect(() => {
    if (wholeSite) custom.save(customThemeOf(choices, schemes));
  }, [custom, wholeSite, choices, schemes]);

  const setWholeSite = useCallback(
    (on: boolean) => {
      if (!on) custom.clear();
      setWholeSiteState(on);
    },
    [custom],
  );
  const update = useCallback(
    (changes: Partial<ThemeChoices>) => setChoices((current) => ({...current, ...changes})),
    [],
  );
  const shareLink = `${window.location.origin}${window.location.pathname}${choicesToSearch(choices)}`;
  return {choices, schemes, update, wholeSite, setWholeSite, shareLink};
}
