import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this a compressed file saves less than the headers it costs (the API's threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` (the web build), at the highest
 * levels: they are made once per build and served as they are (@fastify/static `preCompressed`), so no request
 * pays for compressing them. A variant that would not be smaller than the file is not written.
 */
export async function compressDir(dir: string): Promise<{ files: number; before: number; brotli: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const totals = { files: 0, before: 0, brotli: 0 };
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.before += data.length;
      totals.brotli += Math.min(br.length, data.length);
    }),
  );
  return totals;
}

/** The Vite plugin: compresses the finished build (bundles, CSS, index.html and the public folder's files). */
export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gestora:compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const { files, before, brotli: after } = await compressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      config.logger.info(`compressed ${files} files beside themselves (.br, .gz): ${kb(before)} → ${kb(after)} brotli`);
    },
  };
}
