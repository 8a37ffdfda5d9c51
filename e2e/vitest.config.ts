import { defineConfig } from 'vitest/config';

// Browser journeys against the real server (fresh embedded database) serving the built web app.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/server.ts'],
    // A journey runs the command line, a browser and the server on two shared cores: 15 s on a quiet
    // machine, and past 30 s in full CI runs on a loaded one (a journey's own budget may be larger).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
