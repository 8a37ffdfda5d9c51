import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    // One module graph for every file, as in the member site's tests (docs/ARCHITECTURE.md#tests).
    isolate: false,
    environmentOptions: { jsdom: { url: 'http://localhost/backoffice/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
