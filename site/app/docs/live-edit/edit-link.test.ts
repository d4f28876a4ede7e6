import {describe, expect, it} from 'vitest';
import {editFragment, fragmentTarget, parseEditFragment} from './edit-fragment';
import {decodeEdits, encodeEdits, MAX_LINK_CODE_LENGTH} from './edit-link';

describe('edit links', () => {
  it('round-trips edited files through a URL-safe text', async () => {
    const files = {
      'table-sorting-example.tsx':
        'export function A() {\n  return <p>Ünïcode ✓ & "quotes"</p>;\n}\n',
      'table-sorting-example.css': '.a { color: red; }',
    };
    const code = await encodeEdits(files);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeEdits(code)).toEqual(files);
  });

  it('compresses repetitive code well below the link limit', async () => {
    const big = Array.from({length: 600}, (_, i) => `  <Button>Row ${i}</Button>`).join('\n');
    const code = await encodeEdits({'a.tsx': big});
    expect(big.length).toBeGreaterThan(MAX_LINK_CODE_LENGTH);
    expect(code.length).toBeLessThan(MAX_LINK_CODE_LENGTH / 4);
  });

  it('gives null for text that is not an encoded edit', async () => {
    expect(await decodeEdits('not-compressed')).toBeNull();
    expect(await decodeEdits('')).toBeNull();
    // Valid compressed JSON that is not a set of files.
    const notFiles = await encodeEdits({} as Record<string, string>);
    expect(await decodeEdits(notFiles)).toBeNull();
  });

  it('builds and reads the fragment of an edited example', () => {
    const fragment = editFragment('table-sorting', 'abc_-1');
    expect(fragment).toBe('#table-sorting?code=abc_-1');
    expect(parseEditFragment(fragment)).toEqual({exampleId: 'table-sorting', code: 'abc_-1'});
    expect(parseEditFragment('table-sorting?code=abc')).toEqual({
      exampleId: 'table-sorting',
      code: 'abc',
    });
  });

  it('refuses fragments that are not edit links', () => {
    for (const hash of [
      '',
      '#',
      '#table-sorting',
      '#?code=abc',
      '#Bad Id?code=abc',
      '#a?code=a+b',
    ]) {
      expect(parseEditFragment(hash)).toBeNull();
    }
  });

  it('points an edit link at its example, and any other fragment at itself', () => {
    expect(fragmentTarget('#table-sorting?code=abc')).toBe('table-sorting');
    expect(fragmentTarget('#tabs-tabgroup--selectedindex')).toBe('tabs-tabgroup--selectedindex');
    expect(fragmentTarget('variants')).toBe('variants');
  });
});
