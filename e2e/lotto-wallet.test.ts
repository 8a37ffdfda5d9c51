// Lotto from the promotion wallet (issue 14 §1, docs/rules/lotto.md#bill-wallet) in the browser: a member
// deposits under a promotion that allows lotto, opens today's Hanoi round, checks a bill and is offered
// the promotion wallet with its balance beside main; the bill is paid from it and its stake counts as the
// promotion's turnover.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

/** A member call with the page's own session. */
async function call<T>(page: Page, pathname: string, body?: object): Promise<{ error: number; data: T }> {
  return page.evaluate(
    async ({ pathname, body }) => {
      const stored = JSON.parse(localStorage.getItem('ug99-user') ?? '{}') as {
        state?: { authUser?: { access_token?: string } };
      };
      const response = await fetch(pathname, {
        method: body ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${stored.state?.authUser?.access_token ?? ''}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    },
    { pathname, body },
  );
}

async function wallets(page: Page): Promise<Record<number, number>> {
  const body = await call<{ wallet_type_id: number; balance: number }[]>(page, '/api/member/wallets', {});
  return Object.fromEntries(body.data.map((w) => [w.wallet_type_id, w.balance]));
}

/** A 100 ฿ deposit with the promotion chosen, paid at the sandbox bank. */
async function depositWith(page: Page, promotionId: number): Promise<void> {
  const channels = await call<{ kind: string; id: number; sub_channels: { id: number }[] }[]>(
    page,
    '/api/member/payment/channels',
  );
  const promptpay = channels.data.find((c) => c.kind === 'promptpay')!;
  const opened = await call<{ reference: string }>(page, '/api/payment/generate_qr', {
    channel_id: promptpay.id,
    sub_channel_id: promptpay.sub_channels[0]!.id,
    amount: 100,
    promotion_id: promotionId,
  });
  expect(opened.error, JSON.stringify(opened)).toBe(0);
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/bank');
  await bank.getByLabel('เลขอ้างอิงรายการฝาก').fill(opened.data.reference);
  await bank.getByRole('button', { name: 'ตรวจสอบรายการ' }).click();
  await bank.getByRole('button', { name: 'ชำระเงิน' }).click();
  await bank.getByTestId('sandbox-paid').waitFor();
  await bank.close();
  await expect.poll(async () => (await wallets(page))[2], { timeout: 15_000 }).toBe(200);
}

describe('lotto bills from the promotion wallet', () => {
  test('a promotion allowing lotto offers its wallet on the bill, which pays from it and moves the turnover', async () => {
    const title = `โปรหวยทดสอบ ${Date.now()}`;
    const added = await runOperator(
      sharedServer().dataDir,
      'promotion:add',
      ...['--title', title, '--image', '/media/promotion-3.svg', '--description', 'โปรสำหรับทดสอบหวย'],
      ...['--type', 'deposit_bonus', '--min-deposit', '100', '--bonus-percent', '100', '--bonus-cap', '100'],
      ...['--turnover', '1', '--categories', 'slot,lotto', '--per-member', '3', '--json'],
    );
    expect(added.code, added.out).toBe(0);
    const promotionId = (JSON.parse(added.out) as { promotion: { id: number } }).promotion.id;

    const phone = newPhone();
    await registerByApi(phone);
    const page = await openPage(PHONE);
    await logInAs(page, phone);
    await depositWith(page, promotionId);

    // A round of its own, open now: the shared server's Hanoi round may already be closed and settled by
    // the lotto journey, whatever the order the files run in.
    const opened = await runOperator(
      sharedServer().dataDir,
      'lotto:round:add',
      ...['--category', 'hanoi', '--close-at', new Date(Date.now() + 2 * 3_600_000).toISOString()],
      ...['--title', `wallet ${Date.now()}`, '--json'],
    );
    expect(opened.code, opened.out).toBe(0);
    const round = (JSON.parse(opened.out) as { round: { round_id: number; status: string } }).round;
    expect(round.status).toBe('open');
    await page.goto(`/lotto/${round.round_id}`);
    await closeAnnouncements(page);
    await page.getByRole('tab', { name: '2 ตัว' }).click();
    const pad = page.getByRole('group', { name: 'แป้นตัวเลข' });
    await pad.getByRole('button', { name: '4', exact: true }).click();
    await pad.getByRole('button', { name: '2', exact: true }).click();
    await page.getByLabel('ราคาต่อรายการ (บาท)').fill('30');
    await page.getByRole('button', { name: 'ใช้ราคานี้ทุกรายการ' }).click();
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();

    const priced = page.getByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    const choice = priced.getByRole('group', { name: 'จ่ายโพยจากกระเป๋า' });
    // When the choice does not come, say what the dialog showed instead (an error, a new pricing…).
    await choice.waitFor({ timeout: 15_000 }).catch(async (err: Error) => {
      const shown = (await priced.count())
        ? await priced.innerText()
        : `(no bill dialog) ${page.url()}\n${await page.locator('main').innerText()}`;
      throw new Error(`${err.message}\nthe bill dialog showed:\n${shown}`);
    });
    expect(await choice.getByRole('radio', { name: /กระเป๋าหลัก/ }).isChecked()).toBe(true);
    await choice.getByText('คงเหลือ ฿200.00').waitFor();
    await choice.getByRole('radio', { name: /กระเป๋าโปรโมชั่น/ }).check();

    await priced.getByRole('button', { name: 'ยืนยันแทง' }).click();
    await page.waitForURL('**/lotto/bills?bill=*');
    expect(await wallets(page)).toMatchObject({ 1: 0, 2: 170 });
    const active = await call<{ turnover: number; required_turnover: number }>(
      page,
      '/api/member/promotion/active',
    );
    expect(active.data).toMatchObject({ turnover: 30, required_turnover: 200 });
  }, 90_000);
});
