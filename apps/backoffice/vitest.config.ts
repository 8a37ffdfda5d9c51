import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    // One module graph for every file, as in the member site's tests (docs/ARCHITECTURE.md#tests).
    isolate: false,
    // A test may wait several times for a lazy page (up to 5 s each, src/test/setup.ts): more than Vitest's 5 s.
    testTimeout: 15_000,
    environmentOptions: { jsdom: { url: 'http://localhost/backoffice/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
