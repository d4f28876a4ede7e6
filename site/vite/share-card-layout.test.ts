import {describe, expect, it} from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardLayout,
  clampText,
  HEADING_LIMIT,
  headingSize,
  SUMMARY_LIMIT,
  type CardNode,
} from './share-card-layout';

const COLOURS = {
  primary: '#3f51b5',
  onPrimary: '#ffffff',
  primaryContainer: '#dee0ff',
  tertiary: '#c2185b',
};

/** Every text of a tree, in order. */
const texts = (node: CardNode | CardNode[] | undefined): string[] => {
  if (node === undefined) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  return texts(node.props.children);
};

/** The element whose only child is `text`. */
const holding = (node: CardNode | CardNode[] | undefined, text: string): CardNode | undefined => {
  if (node === undefined || typeof node === 'string') return undefined;
  if (Array.isArray(node)) return node.map((child) => holding(child, text)).find(Boolean);
  return node.props.children === text ? node : holding(node.props.children, text);
};

describe('clampText', () => {
  it('keeps short text, with its white space tidied', () => {
    expect(clampText('  A  button\nfor links ', 40)).toBe('A button for links');
  });

  it('cuts long text at a word, without trailing punctuation, and ends it with an ellipsis', () => {
    const text = 'Text, filled, tonal, outlined and icon buttons, as buttons or links.';
    const clamped = clampText(text, 30);
    expect(clamped).toBe('Text, filled, tonal, outlined…');
    expect(clamped.length).toBeLessThanOrEqual(30);
  });

  it('cuts a single overlong word where it must', () => {
    expect(clampText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('headingSize', () => {
  it('is smaller for longer headings, so most fit on one or two lines', () => {
    expect(headingSize('Button')).toBeGreaterThan(headingSize('Customizing component styles'));
    expect(headingSize('Customizing component styles')).toBeGreaterThan(
      headingSize('Creating a custom table data source'),
    );
  });
});

describe('cardLayout', () => {
  const text = {heading: 'Button', kicker: 'Components · API', summary: 'Buttons and links.'};

  it('fills the whole 1200x630 card in the theme’s primary colour', () => {
    const card = cardLayout(text, COLOURS, 'material-react.dev');
    expect(card.props.style).toMatchObject({
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: COLOURS.primary,
      color: COLOURS.onPrimary,
      fontFamily: 'Roboto',
    });
  });

  it('shows the brand, the kicker, the heading, the summary and the site, in that order', () => {
    const card = cardLayout(text, COLOURS, 'material-react.dev');
    expect(texts(card)).toEqual([
      'Material for React',
      'Components · API',
      'Button',
      'Buttons and links.',
      'material-react.dev',
    ]);
    const logo = JSON.stringify(card).match(/data:image\/svg\+xml;base64,([^"]+)/)?.[1] ?? '';
    expect(Buffer.from(logo, 'base64').toString()).toContain(`fill="${COLOURS.primary}"`);
  });

  it('clamps a long heading to two lines and a long summary to three', () => {
    const long = {
      heading: 'A heading that goes on '.repeat(5),
      kicker: 'Guide',
      summary: 'A summary that says a great deal more than a card can show. '.repeat(6),
    };
    const card = cardLayout(long, COLOURS, 'material-react.dev');
    const [, , heading = '', summary = ''] = texts(card);
    expect(heading.length).toBeLessThanOrEqual(HEADING_LIMIT);
    expect(heading.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(holding(card, heading)).toMatchObject({props: {style: {lineClamp: 2}}});
    expect(holding(card, summary)).toMatchObject({props: {style: {lineClamp: 3}}});
  });

  it('is plain data, the same for the same text: the cache hashes it as JSON', () => {
    const card = cardLayout(text, COLOURS, 'material-react.dev');
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
    expect(JSON.stringify(cardLayout(text, COLOURS, 'material-react.dev'))).toBe(
      JSON.stringify(card),
    );
  });
});
