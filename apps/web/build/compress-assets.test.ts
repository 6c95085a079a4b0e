// Runs in the suite's jsdom environment like the rest; it only needs Node's fs and zlib, which jsdom leaves alone.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDir } from './compress-assets.plugin.ts';

describe('build-time compression of the web build', () => {
  it('writes .br and .gz beside each text asset that decode to the asset, and leaves the rest alone', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gestora-compress-'));
    mkdirSync(path.join(dist, 'assets'));
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'fila ${i}' }`)}];\n`;
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), '.card { color: red; }\n'.repeat(200));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="es">${'<p>Gestora</p>'.repeat(200)}</html>`,
    );
    writeFileSync(path.join(dist, 'tiny.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'icon.png'), Buffer.alloc(4096, 7));

    const totals = await compressDir(dist);

    for (const rel of ['assets/index-abc123.js', 'assets/index-abc123.css', 'index.html']) {
      const original = readFileSync(path.join(dist, rel));
      const br = readFileSync(path.join(dist, `${rel}.br`));
      const gz = readFileSync(path.join(dist, `${rel}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), rel).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), rel).toBe(true);
      expect(br.length, rel).toBeLessThan(original.length / 4);
    }
    // Too small to gain anything, or an image (compressed by its format): served as they are.
    for (const rel of ['tiny.js', 'icon.png']) {
      expect(existsSync(path.join(dist, `${rel}.br`)), rel).toBe(false);
      expect(existsSync(path.join(dist, `${rel}.gz`)), rel).toBe(false);
    }
    expect(totals.files).toBe(3);
    expect(totals.brotli).toBeLessThan(totals.before);
  });
});
