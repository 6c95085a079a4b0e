import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './build/compress-assets.plugin.ts';
import { leanMantineImports } from './build/lean-mantine-imports.plugin.ts';
import { firstScreenPreload } from './build/first-screen-preload.plugin.ts';
import { themeVariables } from './build/theme-variables.plugin.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_VISIT_PAGES, firstVisit } from './build/first-visit.ts';

// In development the API runs on its own port; Vite serves the SPA and proxies the server's paths to it.
const api = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * /login and friends are both API endpoints (POST) and, for /login, an SPA route (GET of the page). A browser
 * navigation asks for HTML: Vite answers it with index.html; everything else goes to the API.
 */
const apiUnlessPage: ProxyOptions = {
  target: api,
  changeOrigin: false,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

/** Parts of the frame that load after its first paint yet must open offline: the notice, the menus, the drawer. */
const OFFLINE_SHELL_EXTRAS = [
  'src/app/layout/offline-banners.tsx',
  'src/app/layout/top-bar-menus.tsx',
  'src/app/layout/nav-drawer.tsx',
];

/**
 * The service worker (src/sw.ts, built to dist/sw.js with Workbox's precache list injected). Its precache is the
 * shell: index.html, the icons of its notifications, what a first visit of /login and of the home page loads
 * (build/first-visit.ts, read from the build's manifest) and the frame's later parts; every other page's code is
 * kept once visited. It runs before the compression of the build, so that dist/sw.js gets its .br and .gz too.
 */
function offlineShell(): Plugin[] {
  // The build's own folder (a test builds into a temporary one): its manifest gives the first visit's files.
  let dist = fileURLToPath(new URL('./dist', import.meta.url));
  const outDir: Plugin = {
    name: 'gestora:offline-shell-out-dir',
    apply: 'build',
    configResolved(config) {
      dist = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by the app (lib/offline-worker.ts); the manifest is public/manifest.webmanifest.
      injectRegister: false,
      manifest: false,
      integration: { closeBundleOrder: 'pre' },
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icon-192.png', 'manifest.webmanifest'],
        manifestTransforms: [
          (entries) => {
            const shell = new Set([
              ...firstVisit(dist, FIRST_VISIT_PAGES.login).files,
              ...firstVisit(dist, [...FIRST_VISIT_PAGES.home, ...OFFLINE_SHELL_EXTRAS]).files,
            ]);
            const manifest = entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ];
}

const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

export default defineConfig({
  plugins: [leanMantineImports(), react(), themeVariables(), firstScreenPreload(), offlineShell(), compressAssets()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: api },
      '/sanctum': { target: api },
      '/healthz': { target: api },
      '/login': apiUnlessPage,
      '/logout': apiUnlessPage,
      '/forgot-password': apiUnlessPage,
      '/reset-password': apiUnlessPage,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The chunk graph, read by build/first-visit.ts (the first-visit budget test and npm run bench:web).
    manifest: true,
    rolldownOptions: {
      // Automatic splitting left the sign-in page 30 files, most under 1 KB: on a phone each is a round trip and a
      // set of headers (Lighthouse: performance 91 → 95 on /login, 68 → 76 on the home page, on a quiet machine).
      // Common chunks under 20 KB of source are copied into the chunks that read them; rolldown's runtime keeps one
      // instance of each module (one query client, one session store), so nothing runs twice. Larger shared code
      // (zod, the rich-text editor) stays one file that every page reuses from the cache.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What the entry imports statically (React, the router, Mantine's core, TanStack Query, the app's frame)
          // runs on every page before anything shows: one file instead of five (fewer round trips, one gzip
          // dictionary).
          // floating-ui (the dropdowns' and tooltips' positioning) is its own file: automatic splitting put it with
          // the scroll area, which the tables show on their first paint while their menus load only when pressed.
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'floating-ui', test: /\/node_modules\/@floating-ui\// },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 20_000,
            // Chunks that hold styles stay files: Vite's CSS plugin would emit their CSS from every copy. dayjs
            // is read by the date pickers and the meetings' and tasks' pages: one file, downloaded once.
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)|\/node_modules\/dayjs\//,
          },
        },
      },
    },
  },
});
