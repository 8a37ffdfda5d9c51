import { defineConfig } from 'vitest/config';

// One run covers every project; `npm test` builds the web app first because the e2e project serves it.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'demo-provider', include: ['packages/demo-provider/src/**/*.test.ts'] } },
      'tools/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/backoffice/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
