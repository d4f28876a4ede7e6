import {isEditedFiles, type EditedFiles} from './example-edits';

/**
 * The most characters of encoded code a link carries. Browsers take far longer URLs, but the
 * places people paste links into (chats, issue trackers) cut them well before.
 */
export const MAX_LINK_CODE_LENGTH = 16_000;

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

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const chunks: Uint8Array[] = [];
  // The DOM types disagree on the element type of a compression stream's writable side.
  const reader = source.pipeThrough(stream as TransformStream<Uint8Array, Uint8Array>).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  const joined = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/**
 * Packs edited files for a link: JSON, compressed with the browser's own `deflate-raw`, in
 * base64url so it needs no escaping in a URL. The code stays in the fragment, which browsers
 * never send to a server.
 */
export async function encodeEdits(files: EditedFiles): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(files));
  return toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

/** Unpacks {@link encodeEdits}' text, or gives `null` for anything that is not such a text. */
export async function decodeEdits(code: string): Promise<EditedFiles | null> {
  try {
    const json = await pipe(fromBase64Url(code), new DecompressionStream('deflate-raw'));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(json));
    return isEditedFiles(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
