// The built-in provider's game pages (docs/rules/games.md#built-in-provider) on a phone, in demo mode: each
// game plays a round with play money, and the fairness panel reveals the server seed whose hash it showed
// before play.
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const demo = (game: string) => `${sharedServer().providerURL}/play/${game}?mode=demo`;

describe('demo provider games on a phone', () => {
  test.each([
    ['slot-golden-reels', 'หมุน', undefined],
    ['baccarat-classic', 'แจกไพ่', 'เจ้ามือ 0.95:1'],
    ['fishing-ocean-hunter', 'ยิง', undefined],
    ['football-virtual-league', 'เตะเลย', undefined],
  ])('%s plays a round with play money', async (game, action, spot) => {
    const page = await openPage(PHONE, demo(game));
    const balance = page.locator('#balance');
    await expect.poll(() => balance.textContent()).toBe('10,000.00');
    if (spot) await page.getByRole('button', { name: spot }).click();
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect.poll(() => page.locator('#fair-nonce').textContent()).toBe('1');
    // the table shows the result once its spin, deal or kick-off has run (free spins say so as they play)
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 20_000 })
      .toMatch(/ชนะ|ไม่ได้รางวัล|พลาด|ฟรีสปิน/);
    expect(await page.locator('#rounds li').count()).toBe(1);
  });

  test('the fairness panel reveals the seed behind the hash shown before play', async () => {
    const page = await openPage(PHONE, demo('fishing-ocean-hunter'));
    await page.getByText('ตรวจสอบความยุติธรรม').click();
    const shownHash = (await page.locator('#fair-hash').textContent())!;
    expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
    await page.getByRole('button', { name: 'ยิง', exact: true }).click();
    await expect.poll(() => page.locator('#fair-nonce').textContent()).toBe('1');
    await page.getByLabel('ตั้งเมล็ดฝั่งผู้เล่นใหม่').fill('my-own-seed');
    await page.getByRole('button', { name: 'บันทึกและเปลี่ยนชุดเมล็ด' }).click();
    const revealed = page.locator('#revealed');
    await expect.poll(() => revealed.textContent()).toContain(shownHash);
    expect(await revealed.textContent()).toContain('npm run provider:verify -- --game fishing-ocean-hunter');
    expect(await page.locator('#fair-client').textContent()).toBe('my-own-seed');
    expect(await page.locator('#fair-hash').textContent()).not.toBe(shownHash);
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
