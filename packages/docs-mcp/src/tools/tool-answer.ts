/** What a tool answers: Markdown for the reader, and for some tools the same data as JSON. */
export interface ToolAnswer {
  text: string;
  structured?: Record<string, unknown>;
}

/**
 * A question the docs cannot answer as asked (an unknown id, an empty query): the message says
 * what was not found and what exists nearby. The server turns it into an error result.
 */
export class ToolFailure extends Error {
  override name = 'ToolFailure';
}

/** The input as a trimmed, non-empty string, or a {@link ToolFailure} naming what is missing. */
export function requireText(value: string, what: string, example: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ToolFailure(`The ${what} is empty: give one, such as ${example}.`);
  return trimmed;
}
