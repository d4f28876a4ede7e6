// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {highlightCode} from './highlight';

function mount(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  return document.querySelector('main')!;
}

describe('highlightCode', () => {
  it('returns one highlighted pre element', async () => {
    const html = await highlightCode('.a { color: red; }\n', 'css');
    const pre = mount(html).querySelector('pre.shiki');
    expect(pre?.getAttribute('data-language')).toBe('css');
    expect(pre?.textContent).toBe('.a { color: red; }');
    expect(pre?.querySelectorAll('span[style]').length).toBeGreaterThan(1);
  });

  it('knows the aliases of its languages', async () => {
    for (const lang of ['ts', 'js', 'sh', 'bash', 'md', 'jsx', 'html', 'json', 'scss']) {
      const pre = mount(await highlightCode('x', lang)).querySelector('pre');
      expect(pre?.getAttribute('data-language')).toBe(lang);
    }
    const tsx = mount(await highlightCode('const a = <b />;', 'tsx'));
    expect(tsx.querySelector('span[style*="--shiki-dark"]')).not.toBeNull();
  });

  it('falls back to plain text for an unknown or missing language', async () => {
    for (const lang of ['nope', undefined, '']) {
      const pre = mount(await highlightCode('<b>x</b>', lang)).querySelector('pre');
      expect(pre?.textContent).toBe('<b>x</b>');
      expect(pre?.querySelector('b')).toBeNull();
    }
  });
});
