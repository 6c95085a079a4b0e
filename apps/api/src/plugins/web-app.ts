import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@gestora/contract/messages';
import { PUBLIC } from '../modules/auth/access.ts';

/**
 * Serves the built web app: real files as they are, every other GET that is not an API path gets index.html
 * (the client router decides, and shows its own not-found page). Unknown API paths answer a Spanish 404.
 */
export async function webAppPlugin(app: FastifyInstance, opts: { dist: string }) {
  const hasDist = existsSync(path.join(opts.dist, 'index.html'));
  if (hasDist) await app.register(fastifyStatic, { root: opts.dist, serve: false });
  const isApi = (url: string) => /^\/(api|sanctum|socket\.io|healthz)(\/|$|\?)/.test(url);

  app.get('/*', { config: PUBLIC, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApi(url) || !hasDist) return reply.code(404).send({ message: MSG.routeNotFound });
    const rel = decodeURIComponent(url).replace(/^\/+/, '');
    const file = path.join(opts.dist, rel);
    if (rel && file.startsWith(opts.dist + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
      const immutable = rel.startsWith('assets/');
      return reply.sendFile(rel, { maxAge: immutable ? '365d' : 0, immutable });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MSG.routeNotFound }));
}
