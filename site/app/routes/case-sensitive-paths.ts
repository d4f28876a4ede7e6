/**
 * The route table matches `categories`, `guides` and `guide/...` exactly, with their case; only
 * section keys match whatever their case. React Router's framework mode matches every static
 * segment ignoring case (it drops a route's `caseSensitive` flag on the client), so the rule is
 * applied here, before the router sees the URL.
 */
const CASE_SENSITIVE_SEGMENTS = ['categories', 'guides', 'guide'];

/**
 * Where a path whose route-table segments differ from the table only by case belongs, or
 * `undefined` when the router may handle the path as it is.
 *
 * - `/Guides`, `/CATEGORIES`, `/Guide/x`: the first segment names no route and no section: `/`.
 * - `/guide/Cdk-Table`: not the `guide/cdk-table` redirect, so an unknown guide id: `/guides`.
 */
export function caseSensitiveRedirect(pathname: string): string | undefined {
  const [first = '', second] = pathname.split('/').filter(Boolean);
  const lower = first.toLowerCase();
  if (!CASE_SENSITIVE_SEGMENTS.includes(lower)) return undefined;
  if (first !== lower) return '/';
  if (first === 'guide' && second !== undefined && second !== 'cdk-table') {
    if (second.toLowerCase() === 'cdk-table') return '/guides';
  }
  return undefined;
}
