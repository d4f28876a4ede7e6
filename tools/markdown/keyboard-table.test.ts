import {describe, expect, it} from 'vitest';
import {keyboardTableMarkdown, KeyboardTableError, parseKeyboardTable} from './keyboard-table';
import {renderMarkdown} from './render-markdown';

const MENU = `
pattern: Menu button | https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
Enter, Space | Opens the menu and focuses its first item. | On the trigger
ArrowRight | Opens a submenu (ArrowLeft in right-to-left text). | In the menu
Mod+A | Selects every item.
`;

describe('parseKeyboardTable', () => {
  it('reads the pattern and each line of keys, alternatives and chords', () => {
    expect(parseKeyboardTable(MENU)).toEqual({
      pattern: {name: 'Menu button', url: 'https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/'},
      keys: [
        {
          keys: [['Enter'], ['Space']],
          action: 'Opens the menu and focuses its first item.',
          when: 'On the trigger',
        },
        {
          keys: [['ArrowRight']],
          action: 'Opens a submenu (ArrowLeft in right-to-left text).',
          when: 'In the menu',
        },
        {keys: [['Mod', 'A']], action: 'Selects every item.'},
      ],
    });
  });

  it('takes "none" for the pattern and for the keys, each with its reason', () => {
    expect(
      parseKeyboardTable('pattern: none | A layout helper.\nnone | It is not focusable.'),
    ).toEqual({pattern: {none: 'A layout helper.'}, keys: {none: 'It is not focusable.'}});
  });

  it('says which line is wrong and why', () => {
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['Enter | Opens.', /line 1 .*first line must be/],
      ['pattern: Button', /needs a name and a URL/],
      [
        'pattern: Button | https://example.org/button',
        /under https:\/\/www\.w3\.org\/WAI\/ARIA\/apg\//,
      ],
      ['pattern: none | Why.', /line 2 .*give a line per key/],
      ['pattern: none | Why.\nEnter', /line 2 .*a key line is/],
      ['pattern: none | Why.\nShift+ | Moves.', /line 2 .*no empty key/],
      ['pattern: none | Why.\nnone | No keys.\nEnter | Opens.', /stands alone/],
      ['pattern: none | Why.\nEnter | Opens. | | extra', /a key line is/],
    ];
    for (const [source, message] of cases) {
      expect(() => parseKeyboardTable(source), source).toThrow(KeyboardTableError);
      expect(() => parseKeyboardTable(source), source).toThrow(message);
    }
  });
});

describe('keyboard tables on the page and in Markdown', () => {
  it('renders the pattern link and a table with each key in <kbd>', async () => {
    const {html, keyboardTables, sections} = await renderMarkdown(
      `# Menu\n\n## Accessibility\n\n\`\`\`keyboard${MENU}\`\`\`\n`,
    );
    expect(keyboardTables).toHaveLength(1);
    expect(keyboardTables[0]!.section).toBe('Accessibility');
    expect(html).toContain(
      'Follows the WAI-ARIA Authoring Practices <a href="https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/" rel="noopener">Menu button pattern</a>.',
    );
    expect(html).toContain('<th>Keys</th>');
    expect(html).toContain('<th>When</th>');
    expect(html).toContain('<kbd>Enter</kbd> or <kbd>Space</kbd>');
    expect(html).toContain('<kbd>Ctrl</kbd> (macOS: <kbd>Cmd</kbd>) + <kbd>A</kbd>');
    expect(html).not.toContain('language-keyboard');
    // The search index reads the keys and what they do.
    expect(sections.map((section) => section.text).join(' ')).toContain('Opens the menu');
  });

  it('leaves out the When column when no line has one, and says why there are no keys', async () => {
    const {html} = await renderMarkdown(
      '```keyboard\npattern: none | Not a widget.\nnone | No keys.\n```\n',
    );
    expect(html).toBe('<p>Not a widget.</p>\n<p>No keys.</p>');
    const plain = parseKeyboardTable(
      'pattern: Button | https://www.w3.org/WAI/ARIA/apg/patterns/button/\nEnter | Presses.',
    );
    expect(keyboardTableMarkdown(plain)).toBe(
      [
        'Follows the WAI-ARIA Authoring Practices [Button pattern](https://www.w3.org/WAI/ARIA/apg/patterns/button/).',
        '',
        '| Keys | Action |',
        '| --- | --- |',
        '| `Enter` | Presses. |',
      ].join('\n'),
    );
  });

  it('writes chords and the platform modifier in the Markdown twin', () => {
    expect(keyboardTableMarkdown(parseKeyboardTable(MENU))).toContain(
      '| `Ctrl` (macOS: `Cmd`) + `A` | Selects every item. |  |',
    );
  });
});
