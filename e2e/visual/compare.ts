// Screenshot against committed baseline (docs/VISUAL-CHECK.md#tolerance). pixelmatch's per-pixel threshold
// 0.1 absorbs anti-aliasing and font hinting; above 0.5 % of the pixels differing is a change a person
// would see (a moved button, a missing line of text), below it is rendering noise.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.005;

export const BASELINE_DIR = path.join(import.meta.dirname, 'baselines');
/** Git-ignored: the actual screenshot and the diff image of each failed comparison. */
export const FAILURE_DIR = path.resolve(import.meta.dirname, '../../test-results/visual');

export const updating = process.env.UPDATE_BASELINES === '1';

export type Comparison = { ok: true } | { ok: false; message: string };

export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (updating) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, actual);
    return { ok: true };
  }
  if (!existsSync(baselinePath)) {
    return {
      ok: false,
      message: `${name}: no baseline at ${path.relative(process.cwd(), baselinePath)}; run \`npm run visual:update\` and commit it`,
    };
  }
  const baseline = readFileSync(baselinePath);
  // Chromium encodes the same pixels to the same bytes: an unchanged page (nearly every one) is the
  // baseline's very file, and decoding the pair (0.1–1.1 s of CPU) and matching them would find 0 pixels.
  if (baseline.equals(actual)) return { ok: true };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  const failed = (reason: string, diff?: PNG): Comparison => {
    mkdirSync(FAILURE_DIR, { recursive: true });
    const actualPath = path.join(FAILURE_DIR, `${name}.actual.png`);
    writeFileSync(actualPath, actual);
    let where = `actual: ${actualPath}`;
    if (diff) {
      const diffPath = path.join(FAILURE_DIR, `${name}.diff.png`);
      writeFileSync(diffPath, PNG.sync.write(diff));
      where += `\n  diff: ${diffPath}`;
    }
    return {
      ok: false,
      message: `${name}: ${reason}\n  baseline: ${baselinePath}\n  ${where}\n  (an intended change: \`npm run visual:update\`)`,
    };
  };
  if (expected.width !== got.width || expected.height !== got.height) {
    return failed(
      `size ${got.width}×${got.height} differs from the baseline's ${expected.width}×${expected.height}`,
    );
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (got.width * got.height);
  if (ratio > MAX_DIFF_RATIO) {
    return failed(
      `${(ratio * 100).toFixed(2)} % of the pixels differ (at most ${MAX_DIFF_RATIO * 100} %)`,
      diff,
    );
  }
  return { ok: true };
}
