import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One module graph for every file: a file builds its own app on its own database and mocks no module,
    // so nothing leaks; importing the server again per file cost about 3.5 s a file (docs/ARCHITECTURE.md#tests).
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    // Each file starts its own PGlite (WASM) or PostgreSQL database, a copy of one migrated once per run.
    // The tests that start the real server run it compiled, built once per run (test/server-bundle.ts).
    globalSetup: ['./test/migrated-templates.ts', './test/server-bundle.ts'],
    // Two files at a time on a 2-core machine: Vitest's default (one fewer than the cores) ran one, and a
    // file spends much of its time waiting on PostgreSQL, another process (docs/ARCHITECTURE.md#tests).
    maxWorkers: 2,
    // Vitest runs projects with different worker counts in separate groups: in a run of several projects
    // (`npm run test:changed`) this one goes after the others.
    sequence: { groupOrder: 1 },
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
