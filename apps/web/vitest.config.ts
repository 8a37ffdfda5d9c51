import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One module graph for every file (a store reset in src/test/setup.ts, no module mocks): the per-file
    // jsdom and imports cost about 2 s a file (docs/ARCHITECTURE.md#tests).
    isolate: false,
    // A test may wait several times for a lazy page (up to 5 s each, src/test/setup.ts): more than Vitest's 5 s.
    testTimeout: 15_000,
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
