import {describe, expect, it} from 'vitest';
import {stylingPageMarkdown} from './styling-twin';

const SITE = 'https://docs.example.org';

describe('stylingPageMarkdown', () => {
  const markdown = stylingPageMarkdown(
    SITE,
    {
      id: 'toolbar',
      name: 'Toolbar',
      summary: 'A bar.',
      path: '/components/toolbar',
      tabs: ['overview', 'api', 'styling', 'examples'],
      tabNames: ['Overview', 'API', 'Styling', 'Examples'],
    },
    [
      {
        name: '--mat-toolbar-container-color',
        fallback: 'var(--mat-sys-surface)',
        systemToken: '--mat-sys-surface',
        kind: 'color',
        description: 'Background of the toolbar | any colour.',
      },
      {
        name: '--mat-toolbar-standard-height',
        fallback: '64px',
        systemToken: null,
        kind: 'size',
        description: 'Height of the toolbar.',
      },
    ],
  );

  it('titles the page and links the other tabs', () => {
    expect(markdown).toMatch(/^# Toolbar\n\n> Styling of Toolbar/);
    expect(markdown).toContain(
      `[Overview](${SITE}/components/toolbar/overview.md) · [API](${SITE}/components/toolbar/api.md) · **Styling** · [Examples](${SITE}/components/toolbar/examples.md)`,
    );
  });

  it('shows how to set a token, scoped as the page copies it', () => {
    expect(markdown).toContain(
      '```css\n/* Put this class on your toolbar components, or on an element around them; use :root\n   to restyle every one of them. */\n.custom-toolbar {\n  --mat-toolbar-container-color: var(--mat-sys-surface);\n}\n```',
    );
  });

  it('lists every token with what it styles and its fallback', () => {
    expect(markdown).toContain(
      [
        '| Token | What it styles | Falls back to |',
        '| --- | --- | --- |',
        '| `--mat-toolbar-container-color` | Background of the toolbar \\| any colour. | `var(--mat-sys-surface)` |',
        '| `--mat-toolbar-standard-height` | Height of the toolbar. | `64px` |',
      ].join('\n'),
    );
  });
});
