// What a new member trips over (issue 27), at 390 px: an agent link no longer strands the way to log in;
// an address that is no page answers HTTP 404 and /liff lists the LINE pages; a yeekee round before its
// open says so with its opening time and a countdown, and opens by itself; on an open yeekee round the
// shoot pad and the live feed come before the bet form; the date filters are Thai dates.
import { describe, expect, test } from 'vitest';
import { keepScreenshot, openPage, PHONE, useBrowser } from './support/browser.ts';
import { runOperator } from './support/operator.ts';
import { pickThaiDate } from './support/thai-date.ts';
import {
  closeAnnouncements,
  logInAs,
  newPhone,
  PASSWORD,
  registerByApi,
  submitLogin,
} from './support/member.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

type Round = { round_id: number; status: string; open_at: string; close_at: string };
type LobbyItem = { code: string; category_id: number; round: Round | null };

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${sharedServer().baseURL}${pathname}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A yeekee round of the test's own, open from now for ten minutes (`lotto:round:add`): the schedule's rounds
 * close from 06:15 to 04:00 Bangkok time (docs/LOTTO.md), so between 04:00 and 06:00 none is open.
 */
async function addOpenYeekeeRound(): Promise<number> {
  const added = await runOperator(
    sharedServer().dataDir,
    'lotto:round:add',
    '--category',
    'yeekee',
    '--close-at',
    new Date(Date.now() + 10 * 60_000).toISOString(),
    '--json',
  );
  expect(added.code, added.out).toBe(0);
  return (JSON.parse(added.out) as { round: { round_id: number } }).round.round_id;
}

/** The yeekee category and its rounds still to bet on: the open ones and the scheduled ones after them. */
async function yeekeeRounds(): Promise<Round[]> {
  const lobby = await api<LobbyItem[]>('/api/lotto/lobby');
  const yeekee = lobby.find((item) => item.code === 'yeekee');
  expect(yeekee, 'the seed has a yeekee category').toBeDefined();
  return api<Round[]>(`/api/lotto/rounds?category_id=${yeekee!.category_id}`);
}

describe('a new member on a phone', () => {
  test('after an agent link a member page shows the login and comes back to it; dates are Thai', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE, '/?ag=ug99');
    await page.waitForFunction(() => localStorage.getItem('ug99-local')?.includes('ug99'));

    await page.goto('/lotto/bills');
    await page.waitForURL('**/login?next=%2Flotto%2Fbills');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' }).waitFor();
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/lotto/bills');
    await closeAnnouncements(page);

    // The bills' date filter: day, Thai month name and Buddhist-era year, put in the address when whole.
    await page.getByRole('group', { name: 'วันที่แทง' }).waitFor();
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await pickThaiDate(page, 'วันที่แทง', '2026-03-10');
    await page.waitForURL('**/lotto/bills?date=2026-03-10');
    const month = page.getByRole('combobox', { name: 'วันที่แทง เดือน' });
    // The fields are drawn again from the address once it has the date: wait for that, not the first read.
    await expect.poll(() => month.locator('option:checked').textContent()).toBe('มีนาคม');

    await page.goto('/member/statement');
    await page.getByRole('group', { name: 'ตั้งแต่วันที่' }).waitFor();
    await pickThaiDate(page, 'ตั้งแต่วันที่', '2026-03-01');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.waitForURL('**/member/statement?*date_from=2026-03-01*');

    await page.goto('/lotto/results');
    await page.getByRole('group', { name: 'วันที่ออกผล' }).waitFor();
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    await keepScreenshot(page, 'results-390', { fullPage: true });

    // Logged out again, through the agent's affiliate link: the same way back.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/?ag=ug99&ref=ABC123');
    await page.goto('/member/statement');
    await page.waitForURL('**/login?next=%2Fmember%2Fstatement');
    await page.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' }).waitFor();
  });

  test('an address that is no page answers 404 with the 404 page; /liff lists the LINE pages', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    // A round page is the member's: logged in, so the page shown is the round's own 404.
    await logInAs(page, phone);
    for (const path of ['/no-such-page', '/lotto/999999', '/lobby/nonsense']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404' }).waitFor();
      expect(await page.getByText('This page could not be found').count()).toBeGreaterThan(0);
    }
    const liff = await page.goto('/liff');
    expect(liff?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'บริการผ่าน LINE' }).waitFor();
    expect(await page.getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/liff/deposit');
    expect((await page.goto('/lotto/lobby'))?.status()).toBe(200);
  });

  test('a yeekee round before its open says so and opens by itself; the shoot pad comes before the bet form', async () => {
    const phone = newPhone();
    await registerByApi(phone);
    const openId = await addOpenYeekeeRound();
    const rounds = await yeekeeRounds();
    const open = rounds.find((r) => r.round_id === openId && r.status === 'open');
    const next = rounds.find((r) => r.status === 'scheduled');
    expect(open, 'the added yeekee round is open').toBeDefined();
    expect(next, 'the next yeekee round is scheduled').toBeDefined();

    const page = await openPage(PHONE, '/login');
    // The browser's clock runs from now, and can be moved forward to the next round's open.
    await page.clock.install();
    await submitLogin(page, phone, PASSWORD);
    await page.waitForURL('**/member');
    await closeAnnouncements(page);

    // The open round: the shoot pad and the live feed are on the first screen, above the bet form.
    await page.goto(`/lotto/${open!.round_id}`);
    const shoot = page.getByRole('button', { name: 'ยิงเลข', exact: true });
    await shoot.waitFor();
    const feed = page.getByRole('list', { name: 'เลขที่ยิงล่าสุด' });
    const check = page.getByRole('button', { name: 'ตรวจสอบโพย' });
    await check.waitFor({ state: 'attached' });
    const shootBox = (await shoot.boundingBox())!;
    expect(shootBox.y + shootBox.height).toBeLessThan(PHONE.height);
    expect(shootBox.y).toBeLessThan((await page.getByRole('tab', { name: '3 ตัว' }).boundingBox())!.y);
    if (await feed.count())
      expect((await feed.boundingBox())!.y).toBeLessThan((await check.boundingBox())!.y);
    await keepScreenshot(page, 'yeekee-open-390');

    // The next round: one word, its opening time in Bangkok time and a countdown; nothing about a close.
    await page.goto(`/lotto/${next!.round_id}`);
    await page.getByText('ยังไม่เปิดรับ').first().waitFor();
    const opensAt = new Intl.DateTimeFormat('th-TH', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(next!.open_at));
    await page
      .getByText(new RegExp(`^เปิดรับ .* ${opensAt}$`))
      .first()
      .waitFor();
    expect(await page.getByText('เปิดรับใน').count()).toBeGreaterThan(0);
    expect(await page.getByText('ปิดรับแล้ว กำลังคำนวณผล').count()).toBe(0);
    expect(await page.getByText('งวดนี้ไม่เปิดรับแทงแล้ว ดูงวดอื่นได้ที่หน้าหวย').count()).toBe(0);
    await keepScreenshot(page, 'yeekee-upcoming-390', { fullPage: true });

    // At its open the page moves by itself: the shoot pad and the bet form appear.
    const untilOpen = Date.parse(next!.open_at) - Date.now();
    await page.clock.fastForward(Math.max(0, untilOpen) + 2_000);
    await page.getByRole('button', { name: 'ยิงเลข', exact: true }).waitFor();
    await page.getByText('เปิดรับแทง').first().waitFor();
    expect(await page.getByText('ยังไม่เปิดรับ').count()).toBe(0);
  });
});
