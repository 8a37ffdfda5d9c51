import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run visual:update` and `npm run visual`: the visual check alone. It starts its own server on a fixed
// clock (fixed-clock-server.ts), so it needs none of the e2e project's shared server. In `npm test` the
// same file runs inside the e2e project.
export default defineConfig({
  test: {
    name: 'visual',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['visual.test.ts'],
    // Alone, the check walks every route at both widths (walk-set.ts; in `npm test` the desktop walk is
    // shorter unless the site's look changed).
    env: { VISUAL_FULL: process.env.VISUAL_FULL ?? '1' },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
