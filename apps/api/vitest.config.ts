import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated and seeded database per run, which every test file's build() copies.
    globalSetup: ['src/test/template.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker per core: vitest's default leaves one core to its own process, which on a 2-core machine ran the
    // files one at a time while that process sat mostly idle.
    maxWorkers: availableParallelism(),
    // Each file builds its own harness on its own copy of the template database, so the files share nothing but
    // the loaded modules: a worker loads the API's modules once instead of once per file.
    isolate: false,
  },
});
