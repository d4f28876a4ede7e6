import {renderMarkdown} from '../markdown/render-markdown';
import type {ApiDoc} from './api-types';

/** The markdown fields of an `ApiDoc`. */
const MARKDOWN_KEYS = new Set(['description', 'deprecated', 'text']);

/**
 * A copy of `doc` whose markdown fields (every `description`, `deprecated` and inherited-props
 * `text`) are rendered to HTML with {@link renderMarkdown}; empty ones stay empty. HTML written in
 * a doc comment shows as text (`"<count> results"` is prose, not an element), so no comment puts
 * markup on the page.
 */
export async function renderApiDescriptions(doc: ApiDoc): Promise<ApiDoc> {
  const pending: Promise<void>[] = [];
  const copy = structuredClone(doc);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(record)) {
        if (typeof field === 'string' && MARKDOWN_KEYS.has(key) && field) {
          pending.push(
            renderMarkdown(field, {htmlAsText: true}).then(({html}) => void (record[key] = html)),
          );
        } else if (key !== 'problems' && key !== 'source') {
          visit(field);
        }
      }
    }
  };
  visit(copy);
  await Promise.all(pending);
  return copy;
}
