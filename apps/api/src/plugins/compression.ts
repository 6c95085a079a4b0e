import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers compressed on the fly (API JSON; the web build's files come compressed from the build, web-app.ts).
 * Levels chosen for CPU, since every list pays them on every request: the cheapest of each. On a 20-row page
 * (17 KB of JSON) brotli quality 1 writes 3.0 KB and quality 4 2.6 KB for several times the CPU — a tenth of
 * the server's whole cost for the page, for 400 bytes; gzip 1 against gzip 6 alike (+10 % bytes for far less
 * CPU). Brotli's default 11 costs many times more again. Below 1 KB the saving is smaller than the
 * work. Only text is compressed: the plugin's default list also takes application/octet-stream, which here is a
 * downloaded file (already compact, and its Content-Length must stay for the download's progress). Request bodies
 * are left as they come: no client of ours compresses them.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  // Compressed in one synchronous call up to 512 KB (every bounded API answer): the plugin's default on two cores
  // (8 KB) sends a 75 KB board through a zlib stream, which costs several times the CPU of the one call, and a
  // list page of at most 100 rows blocks the loop only briefly.
  syncThreshold: 512 * 1024,
  encodings: ['br', 'gzip'],
  customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript/,
  // A window of 512 KB (2^19, the sync threshold above) instead of brotli's default 4 MB: the same bytes for every
  // answer compressed in one call, and a third less CPU on a 20-row page (a tenth less on 100 rows),
  // which spent that on setting up for a window a hundred times its size.
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 } },
  zlibOptions: { level: 1 },
  globalDecompression: false,
};
