// The README's screenshots (docs/VISUAL-CHECK.md#readme-screenshots), written from the visual walk's
// logged-in phone page when the baselines are rewritten: the lotto lobby, the member area and a slot.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { updating } from './compare.ts';
import { settle, shoot } from './walk.ts';

const DIR = path.resolve(import.meta.dirname, '../../docs/screenshots');

export async function writeReadmeScreenshots(page: Page): Promise<void> {
  if (!updating) return;
  mkdirSync(DIR, { recursive: true });
  for (const [file, route] of [
    ['lotto.png', '/lotto/lobby'],
    ['member.png', '/member'],
  ] as const) {
    await page.goto(route);
    await settle(page);
    writeFileSync(path.join(DIR, file), await shoot(page, false));
  }
  // The slot opened in the game sheet, in demo mode so the member's balance (shot later by the desktop
  // walk) does not move.
  await page.goto('/slot');
  await settle(page);
  await page
    .getByRole('button', { name: /^ทดลองเล่น .* ฟรี$/ })
    .first()
    .click();
  const frame = page.frameLocator('[role="dialog"] iframe');
  await frame.getByRole('button', { name: 'หมุน', exact: true }).waitFor({ timeout: 30_000 });
  await frame.locator('.reels .cell svg').first().waitFor();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  writeFileSync(path.join(DIR, 'slot.png'), await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  await page.keyboard.press('Escape');
}
