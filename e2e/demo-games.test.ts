// The built-in provider's games as games (docs/rules/games.md#built-in-provider): each of the ten opens
// in demo mode on a phone and plays one round; the slot's symbols are drawn SVG that spin (and do not
// with reduced motion), cards are drawn cards, the fish swim, football has its match card, and every
// page shows its RTP in the rule table.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, useBrowser } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const demo = (game: string) => `${sharedServer().providerURL}/play/${game}?mode=demo`;

/** [game, the round's button, a bet spot to tap first (table games), what the table is drawn with] */
const GAMES: [string, string, string | undefined, string][] = [
  ['slot-golden-reels', 'หมุน', undefined, '.reels .cell svg'],
  ['slot-fruit-fiesta', 'หมุน', undefined, '.reels .cell svg'],
  ['slot-temple-elephant', 'หมุน', undefined, '.reels .cell svg'],
  ['baccarat-classic', 'แจกไพ่', 'เจ้ามือ 0.95:1', '.hand svg.card'],
  ['dragon-tiger-classic', 'เปิดไพ่', 'มังกร 1:1', '.hand svg.card'],
  ['sicbo-classic', 'เขย่า', 'สูง (11–17) 1:1', '.dice svg.die'],
  ['fishing-ocean-hunter', 'ยิง', undefined, '.ocean .swimmer svg'],
  ['fishing-dragon-reef', 'ยิง', undefined, '.ocean .swimmer svg'],
  ['football-virtual-league', 'เตะเลย', undefined, '.match-card svg.crest'],
  ['racing-virtual-derby', 'ออกตัว', undefined, '.racecourse svg.horse'],
];

async function playRound(page: Page, action: string, spot: string | undefined) {
  await expect.poll(() => page.locator('#balance').textContent()).toBe('10,000.00');
  if (spot) await page.getByRole('button', { name: spot, exact: true }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect.poll(() => page.locator('#fair-nonce').textContent()).toBe('1');
  await expect
    .poll(() => page.getByRole('status').textContent(), { timeout: 20_000 })
    .toMatch(/ชนะ|ไม่ได้รางวัล|พลาด|ฟรีสปิน/);
}

describe('the demo provider’s ten games', () => {
  test.each(GAMES)('%s draws its table and plays a round on a phone', async (game, action, spot, drawn) => {
    const page = await openPage(PHONE, demo(game));
    await playRound(page, action, spot);
    expect(await page.locator(drawn).count()).toBeGreaterThan(0);
    expect(await page.locator('#rounds li').count()).toBe(1);
    // the rule table shows the model's RTP
    await page.getByText('กติกาและอัตราการจ่ายคืน (RTP)').click();
    expect(await page.locator('.rules table').last().textContent()).toMatch(/\d{2}\.\d{2}%/);
    const violations = await axeViolations(page);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('the slot lights its winning paylines, and the sea keeps its fish moving', async () => {
    const slot = await openPage(DESKTOP, demo('slot-fruit-fiesta'));
    let lines = 0;
    // Low volatility: 53 % of rounds win (docs/DEMO-PROVIDER.md), nearly all by a line, so a win comes within
    // a few spins; twelve spins all missed about once in 7,000 runs, thirty about once in 5 × 10^9. Each
    // win draws its lines over the reels.
    for (let spin = 0; spin < 30 && lines === 0; spin++) {
      await slot.getByRole('button', { name: 'หมุน', exact: true }).click();
      await expect.poll(() => slot.locator('#fair-nonce').textContent()).toBe(String(spin + 1));
      await expect
        .poll(() => slot.getByRole('button', { name: 'หมุน', exact: true }).isEnabled(), { timeout: 10_000 })
        .toBe(true);
      if ((await slot.getByRole('status').textContent())?.includes('ชนะ'))
        lines = await slot.locator('.paylines polyline').count();
    }
    expect(lines).toBeGreaterThan(0);
    expect(await slot.locator('.cell.hit').count()).toBeGreaterThanOrEqual(3);

    const sea = await openPage(PHONE, demo('fishing-ocean-hunter'));
    const fish = sea.locator('.swimmer').first();
    const before = await fish.boundingBox();
    await sea.waitForTimeout(600);
    expect((await fish.boundingBox())?.x).not.toBe(before?.x);
  });

  test('with reduced motion the reels do not spin: the result shows at once', async () => {
    const page = await openPage(PHONE, demo('slot-temple-elephant'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => page.locator('#balance').textContent()).toBe('10,000.00');
    await page.getByRole('button', { name: 'หมุน', exact: true }).click();
    await expect.poll(() => page.locator('#fair-nonce').textContent()).toBe('1');
    expect(await page.locator('.strip.spinning').count()).toBe(0);
    // three rows per reel, never the longer spinning strip
    expect(await page.locator('.strip').first().locator('.cell').count()).toBe(3);
    const swimming = await openPage(PHONE, demo('fishing-dragon-reef'));
    await swimming.emulateMedia({ reducedMotion: 'reduce' });
    const fish = swimming.locator('.swimmer').first();
    const before = await fish.boundingBox();
    await swimming.waitForTimeout(500);
    expect((await fish.boundingBox())?.x).toBe(before?.x);
  });
});
