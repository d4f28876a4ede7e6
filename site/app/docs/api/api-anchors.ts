import type {ApiDoc} from '../content/api-reference';

/** The heading id of an exported symbol: stable, from the entry point and the name. */
export function symbolId(api: ApiDoc, name: string): string {
  const entry = api.entryPoint.split('/').pop() ?? api.entryPoint;
  return `${entry}-${name}`.replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase();
}

/**
 * The id of a member's row (a prop, a property, a method, an enum member) in its symbol's
 * table, or of the symbol's heading without a member: where links and search results land.
 */
export function apiAnchor(api: ApiDoc, symbol: string, member?: string): string {
  const id = symbolId(api, symbol);
  return member === undefined
    ? id
    : `${id}--${member.replace(/[^A-Za-z0-9_-]+/g, '-').toLowerCase()}`;
}
