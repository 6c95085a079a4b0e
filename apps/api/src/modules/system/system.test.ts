import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { build, buildWithWeb as appWithWeb, type Harness } from '../../test/harness.ts';
import { PUBLIC } from '../auth/route-access.rules.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

describe('health and API documentation', () => {
  it('answers /healthz', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: h.database.kind });
  });

  it('serves an OpenAPI 3 document of the API at /api/docs/json', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Gestora API');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/departments',
        '/api/departments/{public_id}',
        '/api/login',
        '/login',
        '/api/user',
        '/api/profile',
        '/api/profile/password',
      ]),
    );
    // The SPA fallback is not part of the API.
    expect(paths).not.toContain('/*');
    expect(doc.paths['/api/profile'].put.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'last_name',
    ]);
    expect(Object.keys(doc.paths['/api/profile/avatar'].post.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  it('shows the browsable viewer at /api/docs as HTML', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toContain('/api/docs/static/swagger-initializer.js');
    for (const src of scripts) {
      const js = await h.app.inject({ method: 'GET', url: src });
      expect(js.statusCode, src).toBe(200);
      expect(js.headers['content-type'], src).toMatch(/javascript/);
    }
  });
});

describe('unknown paths', () => {
  it('answers a Spanish 404 JSON to unknown API paths with any method', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['GET', '/api/departments/x/y/z'],
      ['POST', '/api/no-existe'],
      ['DELETE', '/api'],
      ['GET', '/sanctum/otra-cosa'],
      ['PATCH', '/cualquier/ruta'],
    ] as const) {
      const res = await h.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: MSG.routeNotFound });
    }
  });

  it('answers 404 JSON to page paths when there is no web build', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/department' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.routeNotFound });
  });

  it('serves the web build: files as they are, index.html for every other page path', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gestora-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { app, close } = await appWithWeb(dist);
    try {
      for (const url of ['/', '/department', '/password-reset/abc?email=a%40b.cl', '/una/ruta/que/no/existe']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body).toContain('<div id="root">');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toMatch(/^image\/svg/);

      const malformed = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'La solicitud no es válida.' });
      const staleChunk = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
      expect(staleChunk.statusCode).toBe(404);
      const escape = await app.inject({ method: 'GET', url: '/..%2f..%2f..%2fetc%2fpasswd' });
      expect(escape.body).not.toContain('root:');
      const api = await app.inject({ method: 'GET', url: '/api/no-existe' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: MSG.routeNotFound });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it("does not look the session up for the app's files and pages: a signed-in first visit asks for twenty", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gestora-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { app, database, close } = await appWithWeb(dist);
    const cookies = { gestora_session: 'a'.repeat(40) };
    const statements = async (url: string) => {
      const before = database.stats.queries;
      const res = await app.inject({ method: 'GET', url, cookies });
      return { status: res.statusCode, queries: database.stats.queries - before };
    };
    try {
      expect(await statements('/assets/index-abc123.js')).toEqual({ status: 200, queries: 0 });
      expect(await statements('/')).toEqual({ status: 200, queries: 0 });
      expect(await statements('/ticket/manage_ticket')).toEqual({ status: 200, queries: 0 });
      // An API path still reads the session the cookie names (here none: 401).
      const api = await statements('/api/user');
      expect(api.status).toBe(401);
      expect(api.queries).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});

describe('malformed requests', () => {
  it("answer in Spanish, never with Fastify's English text", async () => {
    const badUrl = await h.app.inject({ method: 'GET', url: '/api/departments/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: 'La solicitud no es válida.' });
    const json = { 'content-type': 'application/json' };
    const badJson = await h.app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '{"email":' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'La solicitud no es válida.' });
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: json,
      payload: JSON.stringify({ email: 'a'.repeat(3 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'La solicitud supera el tamaño permitido.' });
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a Spanish message and an id that is in the log, never a stack', async () => {
    const { app, close } = await appWithWeb(path.join(tmpdir(), 'no-web-build'));
    const logged: { obj: Record<string, unknown>; msg?: string }[] = [];
    const capture = {
      level: 'error',
      error: (obj: Record<string, unknown>, msg?: string) => void logged.push({ obj, msg }),
      fatal: () => {},
      warn: () => {},
      info: () => {},
      debug: () => {},
      trace: () => {},
      silent: () => {},
      child: () => capture,
    } as unknown as FastifyBaseLogger;
    app.setChildLoggerFactory(() => capture);
    app.get('/api/boom', { config: PUBLIC }, async () => {
      throw new Error('detalle interno: password=secreto en /srv/app.ts:12');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/boom' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['id', 'message']);
      expect(body.message).toBe(MSG.serverError);
      expect(res.body).not.toMatch(/secreto|app\.ts|at /);
      const entry = logged.find((l) => l.obj.reqId === body.id);
      expect(entry?.msg).toBe('unhandled error');
      expect((entry?.obj.err as Error).message).toMatch(/secreto/);
    } finally {
      await close();
    }
  });
});
