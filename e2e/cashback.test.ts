// Rebates (issue 14 §3, §4) in the browser. Last week's losses need last week's clock, which the shared
// journey server cannot move, so this journey runs its own server in this process on a clock it holds
// (the same app `npm start` builds, on an embedded database, serving the built web app). The losses are
// made through the seamless-wallet protocol as the built-in provider makes them, signed with the clock's
// time; then the clock moves to now and the member claims last week's rebate on /winloss, sees the main
// wallet grow by it, and reads the figures on /member/winloss.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkInvariants } from '../apps/server/src/modules/ledger/index.ts';
import { bangkokDate, startOfBangkokWeek } from '../apps/server/src/shared/bangkok-time.ts';
import { manualClock } from '../apps/server/src/shared/clock.ts';
import { createTestApp, type TestApp } from '../apps/server/src/testing/app.ts';
import { testDatabases } from '../apps/server/src/testing/databases.ts';
import {
  fundedMember,
  gamesConfig,
  launchToken,
  providerClient,
  type Player,
} from '../apps/server/src/testing/games.ts';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, submitLogin } from './support/member.ts';
import { pickThaiDate } from './support/thai-date.ts';
import { mainBalance } from './support/wallets.ts';

useBrowser();

const root = path.resolve(import.meta.dirname, '..');
const DAY = 86_400_000;
const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });
const thaiDay = (isoDate: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'Asia/Bangkok',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${isoDate}T12:00:00+07:00`));

const now = new Date();
const thisMonday = startOfBangkokWeek(now);
// Last week's Wednesday, 10:00 in Bangkok.
const lastWednesday = new Date(thisMonday.getTime() - 5 * DAY + 10 * 3_600_000);
const lastMonday = bangkokDate(new Date(thisMonday.getTime() - 7 * DAY));
const lastSunday = bangkokDate(new Date(thisMonday.getTime() - DAY));

const clock = manualClock(lastWednesday);
let t: TestApp;
let base: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp(testDatabases()[0]!, {
    clock,
    config: {
      ...gamesConfig(),
      webDistDir: path.join(root, 'apps/web/dist'),
      mediaDir: path.join(root, 'apps/server/media'),
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t?.close());

/** One round as the provider plays it: the stake, then its win (0 for a lost round). */
async function play(player: Player, gameId: string, stake: number, win: number) {
  const call = providerClient(t, clock);
  const auth = await call('authenticate', { launch_token: await launchToken(t, player, gameId) });
  const session_token = auth.session_token as string;
  const round_id = `journey-${++n}`;
  const bet = await call('bet', {
    session_token,
    transaction_id: `j-${++n}`,
    round_id,
    game_id: gameId,
    amount: stake,
  });
  expect(bet.status).toBe('OK');
  const won = await call('win', {
    session_token,
    transaction_id: `j-${++n}`,
    round_id,
    game_id: gameId,
    amount: win,
    round_closed: true,
  });
  expect(won.status).toBe('OK');
}

describe('rebates on a phone', () => {
  test('a member who lost last week claims the 5 % rebate once, sees main grow by it, and reads the figures on /member/winloss', async () => {
    const player = await fundedMember(t, 2_000_00n);
    await play(player, 'slot-golden-reels', 600_00, 0);
    await play(player, 'baccarat-classic', 400_00, 0);
    await play(player, 'slot-golden-reels', 200_00, 100_00);
    // Last week: turnover 1,200 ฿, wins 100 ฿, net loss 1,100 ฿ → rebate 55 ฿; main 900 ฿.
    clock.set(now);

    const page = await openPage(PHONE, `${base}/login`);
    await submitLogin(page, player.phone, player.password);
    await page.waitForURL('**/member');
    await closeAnnouncements(page);
    expect(await mainBalance(page)).toBe(900);

    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'คืนยอดเสีย', exact: true })
      .click();
    await page.waitForURL('**/winloss');
    await page.getByRole('heading', { name: 'คืนยอดเสียรายสัปดาห์' }).waitFor();
    await page.getByText('คืน 5% ของยอดเสียสุทธิ', { exact: false }).waitFor();
    const week = page.getByRole('article', { name: `${thaiDay(lastMonday)} – ${thaiDay(lastSunday)}` });
    await week.getByText('รับได้', { exact: true }).waitFor();
    await week.getByText(thb.format(1100)).waitFor();
    await week.getByText(thb.format(55)).waitFor();
    await week.getByRole('button', { name: 'กดรับยอดคืน' }).click();
    await page.getByText(`รับยอดคืน ${thb.format(55)} เข้ากระเป๋าหลักแล้ว`).waitFor();
    await week.getByText('รับแล้ว', { exact: true }).waitFor();
    await expect.poll(() => week.getByRole('button', { name: 'กดรับยอดคืน' }).count()).toBe(0);
    expect(await mainBalance(page)).toBe(955);

    await page.getByRole('link', { name: 'ดูรายงานแพ้ชนะของท่าน' }).click();
    await page.waitForURL('**/member/winloss');
    await pickThaiDate(page, 'ตั้งแต่วันที่', lastMonday);
    await page.getByRole('button', { name: 'แสดง' }).click();
    await page.waitForURL(`**/member/winloss?from=${lastMonday}*`);
    await page.getByRole('img', { name: 'กราฟผลได้เสียรายวัน' }).waitFor();
    const total = page.getByRole('row', { name: /^รวมทั้งช่วง ฿/ });
    await total.getByText(thb.format(1200)).waitFor();
    await total.getByText(thb.format(100)).waitFor();
    await total.getByText(thb.format(-1100)).waitFor();
    await page
      .getByRole('row', { name: /รวมทั้งช่วง · คาสิโน/ })
      .getByText(thb.format(400))
      .first()
      .waitFor();

    expect(await checkInvariants(t.database.db)).toEqual([]);
  }, 90_000);
});
