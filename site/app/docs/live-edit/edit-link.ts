import {isEditedFiles, type EditedFiles} from './example-edits';

/**
 * The most characters of encoded code a link carries. Browsers take far longer URLs, but the
 * places people paste links into (chats, issue trackers) cut them well before.
 */
export const MAX_LINK_CODE_LENGTH = 16_000;

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
