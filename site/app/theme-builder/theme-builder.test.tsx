import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {generateSchemePair} from './scheme';
import {DEFAULT_CHOICES} from './theme-choices';
import {ThemeBuilder} from './theme-builder';

const STORAGE_KEY = 'docs-custom-theme';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/guide/theme-builder');
});

afterEach(() => {
  document.getElementById('docs-custom-theme')?.remove();
  document.documentElement.removeAttribute('data-custom-theme');
});

describe('ThemeBuilder', () => {
  it('names its controls and passes axe', async () => {
    const {container} = render(<ThemeBuilder />);
    expect(screen.getByLabelText('Seed colour')).toHaveProperty('value', '#3f51b5');
    expect(screen.getByRole('textbox', {name: 'Seed hex code'})).toHaveProperty('value', '#3f51b5');
    expect(screen.getByRole('combobox', {name: 'Scheme'}).textContent).toContain('Tonal spot');
    expect(screen.getByRole('slider', {name: 'Contrast'}).getAttribute('aria-valuetext')).toBe(
      'Standard',
    );
    expect(screen.getByRole('switch', {name: /whole site/})).toHaveProperty('ariaChecked', 'false');
    expect(screen.getByRole('button', {name: /^Download my-theme\.css/})).toBeTruthy();
    expect(screen.getByRole('button', {name: 'Copy link'})).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says when the hex is not a colour and keeps the last good seed', () => {
    render(<ThemeBuilder />);
    const hex = screen.getByRole('textbox', {name: 'Seed hex code'});
    fireEvent.change(hex, {target: {value: '#00ff00'}});
    expect(screen.getByLabelText('Seed colour')).toHaveProperty('value', '#00ff00');
    fireEvent.change(hex, {target: {value: 'green'}});
    expect(screen.getByText('Not a hex colour. The seed stays #00ff00.')).toBeTruthy();
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Seed colour')).toHaveProperty('value', '#00ff00');
  });

  it('opens with the choices of a share link', () => {
    window.history.replaceState(
      null,
      '',
      '/guide/theme-builder?seed=ff0000&contrast=high&mode=dark',
    );
    render(<ThemeBuilder />);
    expect(screen.getByRole('textbox', {name: 'Seed hex code'})).toHaveProperty('value', '#ff0000');
    expect(screen.getByRole('slider', {name: 'Contrast'}).getAttribute('aria-valuetext')).toBe(
      'High',
    );
    expect(screen.getAllByRole('heading', {name: /scheme$/}).map((h) => h.textContent)).toEqual([
      'Dark scheme',
    ]);
  });

  it('previews on the whole site under its own key, and stops when turned off', () => {
    render(<ThemeBuilder />);
    act(() => screen.getByRole('switch', {name: /whole site/}).click());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored).toMatchObject({
      mode: 'system',
      light: {primary: generateSchemePair(DEFAULT_CHOICES).light.primary},
      source: '?seed=3f51b5&scheme=tonal-spot&contrast=standard&mode=both',
    });
    expect(localStorage.getItem('docs-theme-storage-current-name')).toBeNull();
    expect(document.documentElement.getAttribute('data-custom-theme')).toBe('system');

    act(() => screen.getByRole('switch', {name: /whole site/}).click());
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(document.getElementById('docs-custom-theme')).toBeNull();
  });
});
