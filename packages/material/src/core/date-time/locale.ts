'use client';

/*
 * The locale dates and times are read and written in, shared by the datepicker and the
 * timepicker. `resolveDateLocale` touches neither the document nor the navigator, so it runs the
 * same on a server; `useDateLocale` follows the document's language in the browser.
 */
import {useSyncExternalStore} from 'react';

/** The locale used on the server, while hydrating and whenever a locale is not usable. */
export const DEFAULT_DATE_LOCALE = 'en-US';

const resolvedLocales = new Map<string, string>();

/**
 * The canonical form of a BCP 47 locale tag that `Intl.DateTimeFormat` supports, or
 * {@link DEFAULT_DATE_LOCALE} for an empty, malformed or unsupported one.
 */
export function resolveDateLocale(locale: string | null | undefined): string {
  const tag = locale?.trim();
  if (!tag) return DEFAULT_DATE_LOCALE;
  let resolved = resolvedLocales.get(tag);
  if (resolved === undefined) {
    try {
      resolved = Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? DEFAULT_DATE_LOCALE;
    } catch {
      resolved = DEFAULT_DATE_LOCALE;
    }
    resolvedLocales.set(tag, resolved);
  }
  return resolved;
}

function subscribeToLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['lang']});
  window.addEventListener('languagechange', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}

const documentLocale = () =>
  resolveDateLocale(document.documentElement.lang || globalThis.navigator?.language);
const serverLocale = () => DEFAULT_DATE_LOCALE;

/**
 * The locale to format dates in: the `locale` given, else the document's `lang` (or the
 * browser's language), followed as it changes. On the server and while hydrating, without a
 * `locale` it is {@link DEFAULT_DATE_LOCALE}, so the server's HTML and the first client render
 * agree; the detected locale takes over right after hydration.
 */
export function useDateLocale(locale?: string): string {
  const detected = useSyncExternalStore(subscribeToLanguage, documentLocale, serverLocale);
  return locale ? resolveDateLocale(locale) : detected;
}
