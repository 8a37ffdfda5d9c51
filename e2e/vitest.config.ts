import { defineConfig } from 'vitest/config';

// Browser journeys against the real server (fresh embedded database) serving the built web app.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/browser-server.ts', './support/server.ts'],
    // A journey runs the command line, a browser and the server on two shared cores: 15 s on a quiet
    // machine, and past 30 s in full CI runs on a loaded one (a journey's own budget may be larger).
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // Two files at a time, each worker against a server and database of its own (support/server.ts): a
    // journey mostly waits (a page loading and hydrating, the server answering), and one file at a time
    // computed for about half of its wall time. Files that run at once share only the browser process.
    maxWorkers: 2,
    // Projects with different worker counts run in separate groups: in a run of several projects
    // (`npm run test:changed`) the journeys go last, after the server project's group (1).
    sequence: { groupOrder: 2 },
    // One module graph for every file, as in the server and web projects: a journey file starts its own
    // browser and pages and mocks no module, so nothing leaks; loading Vitest's runner, playwright-core and
    // the support modules again for each of the thirty-odd files cost about 4 s of CPU a file
    // (docs/ARCHITECTURE.md#tests).
    isolate: false,
    // `expect.poll` waits for a condition on the page or the server; Vitest's default bound (1 s) is a unit
    // test's, and a condition that needs a page to hydrate or a round trip to the server took longer on a
    // loaded machine. Its bound is Playwright's own for an element (30 s): a wait that ends when the
    // condition holds, and fails only when it never does.
    expect: { poll: { timeout: 30_000 } },
  },
});
