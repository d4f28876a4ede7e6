// @ts-check
/**
 * Byte ranges. sirv serves them, but reads the Range header loosely; these keep its answers to
 * what RFC 9110 allows: one satisfiable range with 206, an unsatisfiable one with 416, anything
 * else with the whole file. A range counts the bytes of the file itself, never of an encoding.
 */

/**
 * Rewrites the Range header of a request for sirv, which reads `bytes=<start>-<end>` loosely:
 * a single satisfiable range becomes explicit, an unsatisfiable one becomes one that sirv answers
 * with 416, and anything else (several ranges, bad syntax, an If-Range that does not match) is
 * dropped, so the whole file is sent with 200, as RFC 9110 allows.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {Pick<import('node:fs').Stats, 'size' | 'mtime'>} stats the file's
 */
export function normalizeRange(req, stats) {
  const header = req.headers.range;
  if (header === undefined) return;
  const size = stats.size;
  const ifRange = req.headers['if-range'];
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // sirv's validators are weak ETags, which If-Range never matches; a date must be exact.
  const ignore =
    !match ||
    (match[1] === '' && match[2] === '') ||
    (ifRange !== undefined && ifRange !== stats.mtime.toUTCString());
  if (ignore) {
    delete req.headers.range;
    return;
  }
  const [, first = '', last = ''] = match;
  let start;
  let end;
  if (first === '') {
    const suffix = Number(last);
    start = suffix === 0 ? size : Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    if (last !== '' && Number(last) < start) {
      delete req.headers.range;
      return;
    }
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (start >= size) {
    req.headers.range = `bytes=${size}-`;
  } else if (end === 0 && size > 1) {
    // sirv reads an end of 0 as "to the end of the file"; a one-byte range is rare enough to
    // answer with the whole file instead.
    delete req.headers.range;
  } else {
    req.headers.range = `bytes=${start}-${end}`;
  }
}

/**
 * Makes a request for a range ask for no content encoding, so that neither a precompressed file
 * nor on-the-fly compression is chosen for it.
 *
 * @param {import('node:http').IncomingMessage} req
 */
export function identityForRanges(req) {
  if (req.headers.range) delete req.headers['accept-encoding'];
}
