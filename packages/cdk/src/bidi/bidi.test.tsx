import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {afterEach, describe, expect, it} from 'vitest';
import {DirectionProvider, getDirection, parseDirection, useDirection} from './index';

function ShowDirection() {
  return <output>{useDirection()}</output>;
}

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});

describe('getDirection', () => {
  it('reads the direction an element inherits from a dir attribute', () => {
    document.body.innerHTML =
      '<div dir="RTL"><button>a</button><p dir="ltr"><button>b</button></p></div><button>c</button>';
    const [a, b, c] = Array.from(document.querySelectorAll('button'));
    expect(getDirection(a!)).toBe('rtl');
    expect(getDirection(b!)).toBe('ltr');
    expect(getDirection(c!)).toBe('ltr');
  });

  it('parses dir values, anything but rtl being ltr', () => {
    expect(parseDirection(' rtl ')).toBe('rtl');
    expect(parseDirection('auto')).toBe('ltr');
    expect(parseDirection(null)).toBe('ltr');
  });
});

describe('useDirection', () => {
  it('follows the document when no provider is above', async () => {
    render(<ShowDirection />);
    expect(screen.getByRole('status').textContent).toBe('ltr');
    // The attribute is watched with a MutationObserver, whose callback runs as a microtask.
    await act(async () => document.documentElement.setAttribute('dir', 'rtl'));
    expect(screen.getByRole('status').textContent).toBe('rtl');
  });

  it('takes the nearest provider over the document', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    render(
      <DirectionProvider dir="rtl">
        <DirectionProvider dir="ltr">
          <ShowDirection />
        </DirectionProvider>
      </DirectionProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('ltr');
  });

  it('renders ltr on the server without a provider, and the provided direction with one', () => {
    expect(renderToString(<ShowDirection />)).toContain('ltr');
    expect(
      renderToString(
        <DirectionProvider dir="rtl">
          <ShowDirection />
        </DirectionProvider>,
      ),
    ).toContain('rtl');
  });
});
