import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { webAliases } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
