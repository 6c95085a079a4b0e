import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The first-visit budget of a page, gzipped (issue 9: /login and the home page after sign-in). */
export const FIRST_VISIT_BUDGET = { js: 150 * 1024, css: 30 * 1024 };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstVisit {
  files: string[];
  js: number;
  css: number;
}

/**
 * What a first visit downloads, from the build's manifest (`dist/.vite/manifest.json`): the entry and every chunk
 * it imports statically (the modulepreloads of index.html), the other scripts of index.html, plus each lazily loaded module of `lazySources` (paths
 * relative to apps/web, e.g. the page of the route and the shell) with its own static imports, and the CSS of all
 * of them. Sizes are gzipped at the level the build writes its `.gz` files.
 */
export function firstVisit(dist: string, lazySources: string[]): FirstVisit {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .forEach(([key]) => visit(key));
  lazySources.forEach(visit);
  const files = new Set<string>(htmlScripts(dist));
  for (const key of keys) {
    files.add(manifest[key]!.file);
    manifest[key]!.css?.forEach((css) => files.add(css));
  }
  const gz = (file: string) =>
    zlib.gzipSync(readFileSync(path.join(dist, file)), { level: zlib.constants.Z_BEST_COMPRESSION }).length;
  const list = [...files].sort();
  const sum = (ext: string) => list.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(f), 0);
  return { files: list, js: sum('.js'), css: sum('.css') };
}

/**
 * Scripts that index.html loads beside the entry, on every page (the first screen's preloads,
 * build/first-screen-preload.plugin.ts): the manifest does not list them.
 */
function htmlScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * The lazily loaded modules of the two measured pages: the home page's are the shell, the page and the tab it
 * opens on ('Tablero informativo'); the 'Gestión' and 'Ideas' tabs load when they are opened.
 */
export const FIRST_VISIT_PAGES = {
  login: ['src/features/auth/login-page.tsx'],
  home: [
    'src/app/layout/shell-layout.tsx',
    'src/app/routes/home-page.tsx',
    'src/features/information-board/board-tab.tsx',
  ],
};
