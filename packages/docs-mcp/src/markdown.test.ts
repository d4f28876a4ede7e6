// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {cell, code, fence, table} from './markdown';

describe('Markdown helpers', () => {
  it('writes inline code that survives backticks in the text', () => {
    expect(code('size')).toBe('`size`');
    expect(code('a `b` c')).toBe('`` a `b` c ``');
  });

  it('fences code with a fence longer than any backtick run inside', () => {
    expect(fence('const a = 1;\n', 'ts')).toBe('```ts\nconst a = 1;\n```');
    expect(fence('say ```hi```', 'md')).toBe('````md\nsay ```hi```\n````');
  });

  it('keeps table cells on one line and escapes their pipes', () => {
    expect(cell("'a' | 'b'\nnext line")).toBe("'a' \\| 'b' next line");
    expect(table(['A', 'B'], [['1', 'x|y']])).toBe('| A | B |\n| --- | --- |\n| 1 | x\\|y |');
  });
});
