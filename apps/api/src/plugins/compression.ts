import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers compressed on the fly (API JSON; the web build's files come compressed from the build, web-app.ts).
 * Levels chosen for CPU, since every list pays them on every request: brotli quality 4 costs about what gzip 6
 * does (≈0.35 ms for a 75 KB board here) and makes bodies ~6 % smaller than it, while brotli's default 11 costs
 * 20–50× more; gzip 6 (zlib's default) for the clients without brotli. Below 1 KB the saving is smaller than the
 * work. Only text is compressed: the plugin's default list also takes application/octet-stream, which here is a
 * downloaded file (already compact, and its Content-Length must stay for the download's progress). Request bodies
 * are left as they come: no client of ours compresses them.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  // Compressed in one synchronous call up to 512 KB (every bounded API answer): the plugin's default on two cores
  // (8 KB) sends a 75 KB board through a zlib stream, which costs 3–4× the CPU of the one call (1.4 vs 0.4 ms),
  // and a list page of at most 100 rows blocks the loop for well under 2 ms.
  syncThreshold: 512 * 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript/,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  globalDecompression: false,
};
