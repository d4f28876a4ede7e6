import menuIcon from '@material-symbols/svg-400/outlined/menu.svg?raw';
import {render, screen} from '@testing-library/react';
import axe from 'axe-core';
import {describe, expect, it} from 'vitest';
import {Icon} from './icon';
import {parseSvgIcon} from './parse-svg';

describe('Icon', () => {
  it('draws the paths of a Material Symbol as a decorative svg', () => {
    const {container} = render(<Icon svg={menuIcon} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('mat-icon');
    expect(svg.getAttribute('viewBox')).toBe('0 -960 960 960');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('width')).toBe('24');
    expect(svg.getAttribute('height')).toBe('24');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0]?.getAttribute('d')).toMatch(/^M120-240v-60h720v60H120Z/);
  });

  it('is an image with a name when labelled', async () => {
    const {container} = render(
      <p>
        <Icon svg={menuIcon} label="Menu" size={32} className="extra" />
      </p>,
    );
    const image = screen.getByRole('img', {name: 'Menu'});
    expect(image.getAttribute('aria-hidden')).toBeNull();
    expect(image.getAttribute('width')).toBe('32');
    expect(image.getAttribute('class')).toBe('mat-icon extra');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('keeps nothing but path data from the markup', () => {
    const markup =
      '<svg viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script>' +
      '<path d="M0 0h24v24H0z" onclick="x()"/><path d="javascript:alert(3)"/>' +
      "<path fill='red' d='M1 1L2 2'/></svg>";
    const {container} = render(<Icon svg={markup} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('onload')).toBeNull();
    expect(svg.querySelector('script')).toBeNull();
    expect(Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('d'))).toEqual([
      'M0 0h24v24H0z',
      'M1 1L2 2',
    ]);
    expect(svg.querySelector('path')?.getAttribute('onclick')).toBeNull();
  });

  it('falls back to the Material Symbols grid without a viewBox', () => {
    expect(parseSvgIcon('<svg><path d="M0 0z"/></svg>').viewBox).toBe('0 -960 960 960');
  });
});
