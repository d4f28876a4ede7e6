import {act, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {DEFAULT_DATE_LOCALE, resolveDateLocale, useDateLocale} from './locale';

describe('resolveDateLocale', () => {
  it('resolves usable locales and falls back to en-US', () => {
    expect(DEFAULT_DATE_LOCALE).toBe('en-US');
    expect(resolveDateLocale('de-DE')).toBe('de-DE');
    expect(resolveDateLocale('ja-jp')).toBe('ja-JP');
    expect(resolveDateLocale('')).toBe('en-US');
    expect(resolveDateLocale(undefined)).toBe('en-US');
    expect(resolveDateLocale('not a locale!')).toBe('en-US');
  });
});

function Locale({locale}: {locale?: string}) {
  return <output>{useDateLocale(locale)}</output>;
}

describe('useDateLocale', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it("follows the document's lang, unless a locale is given", async () => {
    document.documentElement.lang = 'de-DE';
    const {rerender} = render(<Locale />);
    expect(screen.getByRole('status').textContent).toBe('de-DE');
    await act(async () => {
      document.documentElement.lang = 'ja-jp';
    });
    expect(screen.getByRole('status').textContent).toBe('ja-JP');
    rerender(<Locale locale="fr-fr" />);
    expect(screen.getByRole('status').textContent).toBe('fr-FR');
  });
});
