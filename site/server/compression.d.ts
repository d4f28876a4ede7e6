// The part of `compression` (which ships no types) that the server uses, on Node's own request and
// response types: `@types/compression` describes it on Express's, which the server does not use.
declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  type Filter = (req: IncomingMessage, res: ServerResponse) => boolean;

  interface CompressionOptions {
    /** Whether a response is compressed; by default, those whose type compresses well. */
    filter?: Filter;
  }

  interface Compression {
    (
      options?: CompressionOptions,
    ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
    /** The default filter: the response's Content-Type is one that compresses well. */
    filter: Filter;
  }

  const compression: Compression;
  export default compression;
}
