import {describe, expect, it} from 'vitest';
import {overridesCss} from './overrides-css';

describe('overridesCss', () => {
  it('writes the overrides as one rule on a class of the application, sorted', () => {
    expect(
      overridesCss(
        {
          '--mat-button-filled-container-color': '#b00020',
          '--mat-button-container-height': ' 48px ',
        },
        'button',
      ),
    ).toBe(
      [
        '/* Put this class on your button components, or on an element around them; use :root',
        '   to restyle every one of them. */',
        '.custom-button {',
        '  --mat-button-container-height: 48px;',
        '  --mat-button-filled-container-color: #b00020;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('is empty without overrides', () => {
    expect(overridesCss({}, 'button')).toBe('');
  });

  it('leaves out values that would break out of the rule, and empty ones', () => {
    const css = overridesCss(
      {
        '--mat-a-color': 'red; } body { display: none',
        '--mat-a-width': '',
        '--mat-a-height': '2px',
      },
      'a',
    );
    expect(css).toContain('--mat-a-height: 2px;');
    expect(css).not.toContain('display');
    expect(css).not.toContain('--mat-a-width');
  });
});
