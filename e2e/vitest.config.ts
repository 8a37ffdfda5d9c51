import { defineConfig } from 'vitest/config';

// Browser journeys against the real server (fresh embedded database) serving the built web app.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
