import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { compressAssets } from './build/compress-assets.plugin.ts';
import { leanMantineImports } from './build/lean-mantine-imports.plugin.ts';
import { firstScreenPreload } from './build/first-screen-preload.plugin.ts';
import { themeVariables } from './build/theme-variables.plugin.ts';

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

const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

export default defineConfig({
  plugins: [leanMantineImports(), react(), themeVariables(), firstScreenPreload(), compressAssets()],
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
