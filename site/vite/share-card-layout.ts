/**
 * The layout of a page's social card (the 1200x630 image that `og:image` names), as the element
 * tree satori draws: plain `{type, props}` objects, so the tree can be hashed for the cache and
 * posted to a worker thread as it is.
 */
import {SITE_NAME} from '../app/docs/site-name';

/** The card's size in pixels: the size Open Graph and X (Twitter) show without cropping. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The text a card shows. */
export interface CardText {
  /** What the page is: "Button", "Getting started". */
  heading: string;
  /** Where it is: "Components · API", "Guide". */
  kicker: string;
  /** One or two sentences on the page. */
  summary: string;
}

/** The default theme's colours the card uses (indigo-pink's system tokens). */
export interface CardColours {
  primary: string;
  onPrimary: string;
  primaryContainer: string;
  tertiary: string;
}

/** An element of satori's tree: what `React.createElement` returns, without React. */
export interface CardElement {
  type: string;
  props: {style?: Record<string, string | number>; children?: CardNode | CardNode[]} & Record<
    string,
    unknown
  >;
}
export type CardNode = CardElement | string;

/**
 * At most `limit` characters of `text`, cut at a word and ended with an ellipsis. Satori's
 * `lineClamp` does the visible clamping; this keeps a runaway summary from being laid out at all,
 * and keeps the cache key of a card from changing with text it never shows.
 */
export function clampText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  // One character more than fits: if it is a space, the last word ends right at the limit.
  const cut = clean.slice(0, limit);
  const atWord = cut.lastIndexOf(' ');
  const kept = atWord > limit / 2 ? cut.slice(0, atWord) : cut.slice(0, limit - 1);
  return `${kept.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The longest heading and summary a card lays out (two and three lines at their sizes). */
export const HEADING_LIMIT = 60;
export const SUMMARY_LIMIT = 180;

/** The heading's font size: long headings get smaller before they wrap to a second line. */
export function headingSize(heading: string): number {
  if (heading.length <= 18) return 88;
  if (heading.length <= 30) return 76;
  return 64;
}

const element = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode | CardNode[],
  props: Record<string, unknown> = {},
): CardElement => ({type, props: {...props, style, ...(children === undefined ? {} : {children})}});

/** The site's mark (the favicon's "M") in white on the indigo card, as an image satori draws. */
export function logoDataUrl(colours: CardColours): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="12" fill="${colours.onPrimary}"/>` +
    `<path d="M10 36V12h5l9 12 9-12h5v24h-6V22l-8 10.5L16 22v14z" fill="${colours.primary}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The card of one page: the site's mark and name at the top, then the kicker (section and tab)
 * in a pink chip, the heading and the summary, and the site's address above a pink rule.
 */
export function cardLayout(text: CardText, colours: CardColours, siteHost: string): CardElement {
  const heading = clampText(text.heading, HEADING_LIMIT);
  const summary = clampText(text.summary, SUMMARY_LIMIT);
  const brand = element('div', {display: 'flex', alignItems: 'center'}, [
    element('img', {width: 64, height: 64}, undefined, {
      src: logoDataUrl(colours),
      width: 64,
      height: 64,
    }),
    element('div', {marginLeft: 24, fontSize: 34, fontWeight: 500}, SITE_NAME),
  ]);
  const body = element(
    'div',
    {display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center'},
    [
      element(
        'div',
        {display: 'flex', alignSelf: 'flex-start'},
        element(
          'div',
          {
            backgroundColor: colours.tertiary,
            color: colours.onPrimary,
            borderRadius: 999,
            padding: '8px 24px',
            fontSize: 28,
            fontWeight: 500,
          },
          text.kicker,
        ),
      ),
      element(
        'div',
        {
          marginTop: 24,
          fontSize: headingSize(heading),
          fontWeight: 700,
          lineHeight: 1.1,
          lineClamp: 2,
        },
        heading,
      ),
      element(
        'div',
        {
          marginTop: 24,
          fontSize: 34,
          lineHeight: 1.4,
          color: colours.primaryContainer,
          lineClamp: 3,
        },
        summary,
      ),
    ],
  );
  const footer = element(
    'div',
    {display: 'flex', fontSize: 28, color: colours.primaryContainer, paddingBottom: 36},
    siteHost,
  );
  // Satori's boxes are content-box: the card is the whole canvas, and the padding is on a frame
  // inside it, with the pink rule below.
  const frame = element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      flexGrow: 1,
      padding: '56px 80px 0',
    },
    [brand, body, footer],
  );
  return element(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      backgroundColor: colours.primary,
      color: colours.onPrimary,
      fontFamily: 'Roboto',
    },
    [frame, element('div', {width: CARD_WIDTH, height: 16, backgroundColor: colours.tertiary})],
  );
}
