import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, buildWithWeb, type Harness, type TestClient } from '../test/harness.ts';

let h: Harness;
let admin: TestClient;
beforeAll(async () => {
  h = await build();
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
  // Enough users that a page of them is well above the 1 KB threshold.
  for (let i = 0; i < 12; i++) await h.makeUser([], { name: `Persona ${i}`, position: 'Analista de procesos' });
});
afterAll(() => h.close());

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('API answers', () => {
  it('come compressed with brotli or gzip when the client accepts it, plain when it does not', async () => {
    const plain = await admin.inject({ method: 'GET', url: '/api/users?per_page=100' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const users = plain.json();
    expect(users.total).toBe(13);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ]) {
      const res = await admin.inject({
        method: 'GET',
        url: '/api/users?per_page=100',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString('utf8')), accept).toEqual(users);
    }

    const identity = await admin.inject({
      method: 'GET',
      url: '/api/users?per_page=100',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(users);
  });

  it('leave small answers as they are: compressing them would cost more than it saves', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });
});

describe('the web build', () => {
  const script = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: 'fila ${i}' }`)}];\n`;
  const page = `<!doctype html><html lang="es"><div id="root"></div>${'<!-- Gestora -->'.repeat(100)}</html>`;
  const sizes = new Map<string, number>();
  let web: Awaited<ReturnType<typeof buildWithWeb>>;
  beforeAll(async () => {
    // What the build leaves (apps/web/build/compress-assets.plugin.ts): each file with its .br and .gz beside it.
    const dist = mkdtempSync(path.join(tmpdir(), 'gestora-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const [rel, text] of [
      ['assets/index-abc123.js', script],
      ['index.html', page],
    ]) {
      writeFileSync(path.join(dist, rel), text);
      const br = zlib.brotliCompressSync(text);
      const gz = zlib.gzipSync(text, { level: 9 });
      writeFileSync(path.join(dist, `${rel}.br`), br);
      writeFileSync(path.join(dist, `${rel}.gz`), gz);
      sizes.set(`${rel}.br`, br.length).set(`${rel}.gz`, gz.length);
    }
    web = await buildWithWeb(dist);
  });
  afterAll(() => web.close());

  it('sends the precompressed asset the client accepts, with its immutable cache', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await web.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : encoding } : {},
      });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type'], encoding).toMatch(/javascript/);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload).toString('utf8'), encoding).toBe(script);
      // The file made at build time, sent as it is (compressing on the fly would send no length: it streams).
      const file = encoding ? `assets/index-abc123.js.${encoding === 'br' ? 'br' : 'gz'}` : null;
      if (file) expect(Number(res.headers['content-length']), encoding).toBe(sizes.get(file));
    }
  });

  it('sends index.html compressed too, revalidated on every load', async () => {
    for (const url of ['/', '/task/manage_task']) {
      const res = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(Number(res.headers['content-length']), url).toBe(sizes.get('index.html.br'));
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decode('br', res.rawPayload).toString('utf8'), url).toBe(page);
    }
    const plain = await web.app.inject({ method: 'GET', url: '/project' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(page);
  });
});

describe('Socket.IO', () => {
  it('answers its polling handshake itself, untouched by the compression of the API', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; encoding?: string; body: string }>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', path: '/socket.io/?EIO=4&transport=polling', headers: { 'accept-encoding': 'br' } },
        (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({
              status: r.statusCode ?? 0,
              encoding: r.headers['content-encoding'],
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    // Engine.IO's open packet ('0' + JSON) as it sends it: not brotli, which it does not speak.
    expect(res.status).toBe(200);
    expect(res.encoding).toBeUndefined();
    expect(res.body).toMatch(/^0\{"sid":"[^"]+"/);
  });
});
