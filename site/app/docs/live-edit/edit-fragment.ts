// The fragment of a link to an edited example, `#<example-id>?code=<data>`: apart from the
// encoding (edit-link.ts), since every page reads fragments and only editing writes them.

/** What comes after the example id in the fragment of a link to an edited example. */
const EDIT_MARKER = '?code=';

/** The parts of a `#<example-id>?code=<data>` fragment. */
export interface EditFragment {
  exampleId: string;
  /** The compressed, base64url-encoded files. */
  code: string;
}

/** Reads an edit link's fragment (`location.hash`, with or without the `#`), or `null`. */
export function parseEditFragment(hash: string): EditFragment | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const marker = fragment.indexOf(EDIT_MARKER);
  if (marker <= 0) return null;
  const exampleId = fragment.slice(0, marker);
  const code = fragment.slice(marker + EDIT_MARKER.length);
  if (!/^[a-z0-9-]+$/.test(exampleId) || !/^[A-Za-z0-9_-]+$/.test(code)) return null;
  return {exampleId, code};
}

/** The fragment of a link that opens an example with the given encoded code. */
export function editFragment(exampleId: string, code: string): string {
  return `#${exampleId}${EDIT_MARKER}${code}`;
}

/** The element id a fragment points at: an edit link's example id, or the fragment itself. */
export function fragmentTarget(hash: string): string {
  return parseEditFragment(hash)?.exampleId ?? (hash.startsWith('#') ? hash.slice(1) : hash);
}
