// axe-core on a journey's page (the visual walk's every page, and the journeys' own checks).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe-core's violations on the page as it is now. @axe-core/playwright by default runs axe in each frame and
 * merges the frames' results in a blank page it opens for every check, loads axe-core into again and closes:
 * every checked node's results (300 to 500 kB on the walk's long pages) went through the test process twice,
 * and a check cost two to eight times axe's own run in the page. A page without frames has nothing to merge,
 * and there axe runs in the page itself (the library's legacy mode, whose only limit is that it skips
 * cross-origin frames, of which such a page has none); a page with a frame (a game's) keeps the default, so
 * the game's frame is still checked. Same rules, same results (docs/VISUAL-CHECK.md#checks).
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Only violations are read: axe then keeps one node per passing rule instead of every node it checked,
  // which was most of its time on the long pages (the rates tables, the results).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  return (await builder.analyze()).violations;
}
