import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // A worker per core: vitest's default leaves one core to its own process, which on a 2-core machine ran the
    // files one at a time while that process sat mostly idle.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // The machine is shared with other suites: a slow moment must not fail a test that waits for nothing wrong.
    testTimeout: 30_000,
  },
});
