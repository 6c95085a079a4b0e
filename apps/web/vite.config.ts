import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { compressAssets } from './build/compress-assets.plugin.ts';

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
  plugins: [react(), compressAssets()],
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
  },
});
