import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    // Each file starts its own PGlite (WASM) or PostgreSQL database, a copy of one migrated once per run.
    globalSetup: ['./test/migrated-templates.ts'],
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
