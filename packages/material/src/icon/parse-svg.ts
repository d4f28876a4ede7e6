/** The drawing of an icon, read from SVG markup. */
export interface SvgIconData {
  /** The `viewBox` of the markup. */
  readonly viewBox: string;
  /** The `d` attribute of each `<path>`, in order. */
  readonly paths: readonly string[];
}

/** Material Symbols draw on a 960-unit grid with its origin at the bottom left. */
const DEFAULT_VIEW_BOX = '0 -960 960 960';

const cache = new Map<string, SvgIconData>();

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Reads the `viewBox` and the path data from the markup of an icon such as a Material Symbol. Only
 * `<path>` elements are read: nothing else from the markup reaches the page, so it cannot inject
 * script or styles. Results are cached per markup string.
 */
export function parseSvgIcon(markup: string): SvgIconData {
  const cached = cache.get(markup);
  if (cached) return cached;
  const svgTag = /<svg\b[^>]*>/i.exec(markup)?.[0] ?? '';
  const paths = Array.from(markup.matchAll(/<path\b[^>]*>/gi), (match) =>
    attribute(match[0], 'd'),
  ).filter((d): d is string => !!d && /^[\d\s.,+\-eEmMlLhHvVcCsSqQtTaAzZ]+$/.test(d));
  const data: SvgIconData = {viewBox: attribute(svgTag, 'viewBox') ?? DEFAULT_VIEW_BOX, paths};
  cache.set(markup, data);
  return data;
}
