import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithWeb } from '../test/harness.ts';

/** A web build as apps/web writes it: the service worker (with its .br), the manifest, an icon and a bundle. */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gestora-pwa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const sw = `self.addEventListener('push', () => {});\n${'// precache list\n'.repeat(200)}`;
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div></html>');
  writeFileSync(path.join(dist, 'sw.js'), sw);
  writeFileSync(path.join(dist, 'sw.js.br'), brotliCompressSync(sw));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Gestora', start_url: '/' }));
  writeFileSync(path.join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

let web: Awaited<ReturnType<typeof buildWithWeb>>;
beforeAll(async () => {
  web = await buildWithWeb(webBuild());
});
afterAll(() => web.close());

describe('the installable app’s files', () => {
  it('serves the service worker as JavaScript, revalidated on every check, compressed when asked', async () => {
    const plain = await web.app.inject({ method: 'GET', url: '/sw.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain("addEventListener('push'");

    const br = await web.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the manifest and index.html too, while hashed bundles stay immutable', async () => {
    const manifest = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Gestora' });

    const index = await web.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');

    const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const icon = await web.app.inject({ method: 'GET', url: '/icon-192.png' });
    expect(icon.headers['cache-control']).toMatch(/max-age=0/);
  });
});
