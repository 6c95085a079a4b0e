import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@gestora/contract/messages';
import { PUBLIC } from '../modules/auth/route-access.rules.ts';

/**
 * Serves the built web app: real files as they are, every other GET that is not an API path gets index.html
 * (the client router decides, and shows its own not-found page). Unknown API paths answer a Spanish 404.
 */
export async function webAppPlugin(app: FastifyInstance, opts: { dist: string }) {
  const hasDist = existsSync(path.join(opts.dist, 'index.html'));
  // preCompressed: the build writes .br and .gz beside each asset (apps/web/build/compress-assets.plugin.ts); the one
  // the browser accepts is sent as it is, with Content-Encoding and Vary, so no request compresses a bundle.
  if (hasDist) await app.register(fastifyStatic, { root: opts.dist, serve: false, preCompressed: true });
  const isApi = (url: string) => /^\/(api|sanctum|socket\.io|healthz)(\/|$|\?)/.test(url);

  app.get('/*', { config: { ...PUBLIC, sessionless: true }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApi(url) || !hasDist) return reply.code(404).send({ message: MSG.routeNotFound });
    const rel = safeDecode(url).replace(/^\/+/, '');
    const file = path.join(opts.dist, rel);
    const inside = file.startsWith(opts.dist + path.sep);
    const isAsset = rel.startsWith('assets/');
    if (rel && inside && existsSync(file) && statSync(file).isFile()) {
      // The service worker and the manifest are asked for again on every check, so that a deploy is seen at once.
      if (REVALIDATED.has(rel)) return reply.header('cache-control', 'no-cache').sendFile(rel, { cacheControl: false });
      return reply.sendFile(rel, { maxAge: isAsset ? '365d' : 0, immutable: isAsset });
    }
    // A missing hashed bundle (an old tab after a deploy) must fail as a 404, not load the page as a script.
    if (isAsset) return reply.code(404).send({ message: MSG.routeNotFound });
    // The page itself is revalidated on every load so that a deploy reaches open tabs on their next visit.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MSG.routeNotFound }));
}

/** Files of the build that name others by their version: never taken from an HTTP cache without asking. */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** A malformed escape ('%E0%A4') is a path no file has, not a server error. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return '';
  }
}
