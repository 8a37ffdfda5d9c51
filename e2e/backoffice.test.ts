// The operator's back office (issue 19, "Done when"), at 1280 px and at 390 px: a member asks for a
// withdrawal, a finance operator set up from the command line's one-time link approves it in the queue,
// an admin finds that approval in the audit log and its CSV export and signs in again with a TOTP code,
// and a support operator neither sees the queue nor may approve (docs/BACKOFFICE.md#roles). Then a lotto
// operator closes a round and enters its result after seeing what it will pay, and the member's bill is
// paid; a marketing operator adds a coupon that the member redeems at once; the admin finds each action
// in the audit log under its operator's name. The finance operator's setup walks the one-time link's
// page; the others are set up through the same link's two API calls (support/backoffice.ts,
// `openBackoffice`), so each journey spends its time on what the operators do.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiAs, tokenOf, walletBalance } from './support/api.ts';
import {
  addOperator,
  enterPassword,
  mainMenu,
  openBackoffice,
  setUpOperator,
  signOut,
  totpCodeAtStep,
  totpStep,
} from './support/backoffice.ts';
import { DESKTOP, keepScreenshot, openPage, PHONE, useBrowser, type Viewport } from './support/browser.ts';
import { newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const MAIN_WALLET = 1;
const FREE_CREDIT_WALLET = 3;
/**
 * Command-line runs, operators and their browser contexts: over the default on a busy machine. A bound
 * on the whole journey, not a wait. The lotto journey once passed 90 s on a slow machine while it set up its
 * three operators through the setup page; they are set up through the API since (`openBackoffice`). It
 * passed 90 s again (93.6 s, at half the machine's speed beside a second `npm test`) when it also held the
 * marketing operator's coupon: that is a journey of its own since, each about half as long.
 */
const JOURNEY_MS = 90_000;

type MemberWithdrawal = { id: number; status: string; amount: number };
type WithdrawList = { withdrawable: number; rows: MemberWithdrawal[] };

/** With E2E_SCREENSHOTS_DIR set, a picture of each screen the journey checks (support/browser.ts). */
const screenshot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

/** A member with 500 ฿ who has asked for 200 ฿ of it through the member API; the request's id. */
async function memberWithPendingWithdrawal(phone: string): Promise<{ token: string; id: number }> {
  await registerByApi(phone);
  const funded = await runOperator(
    sharedServer().dataDir,
    'balance:adjust',
    phone,
    '500',
    '--reason',
    'ทดสอบหลังบ้าน',
  );
  expect(funded.code, funded.out).toBe(0);
  const token = await tokenOf(phone);
  const requested = await apiAs<MemberWithdrawal>(token, '/api/member/withdraw', {
    amount: 200,
    bank: 'main',
    request_id: randomUUID(),
  });
  expect(requested.error, requested.message).toBe(0);
  expect(requested.data.status).toBe('pending');
  return { token, id: requested.data.id };
}

async function withdrawalOf(
  token: string,
  id: number,
): Promise<{ list: WithdrawList; row: MemberWithdrawal }> {
  const list = await apiAs<WithdrawList>(token, '/api/member/withdraw/list');
  expect(list.error, list.message).toBe(0);
  const row = list.data.rows.find((r) => r.id === id);
  expect(row, `withdrawal ${id} in the member's list`).toBeDefined();
  return { list: list.data, row: row! };
}

describe.each([
  ['at 1280 px', DESKTOP, 'desktop'],
  ['at 390 px', PHONE, 'phone'],
] as [string, Viewport, string][])('the back office %s', (_title, viewport, label) => {
  const onPhone = viewport === PHONE;

  test(
    "finance approves a member's withdrawal; the admin finds it in the audit log and its CSV, then signs in with TOTP; support may not approve",
    async () => {
      const memberPhone = newPhone();
      const { token, id } = await memberWithPendingWithdrawal(memberPhone);
      const [finance, admin, support] = await Promise.all([
        addOperator('finance', 'การเงิน'),
        addOperator('admin', 'ผู้ดูแล'),
        addOperator('support', 'ฝ่ายบริการ'),
      ]);

      // Support reads members but makes no money decision: no queue in the menu, and the server refuses.
      const { page: supportPage } = await openBackoffice(viewport, support);
      const supportMenu = await mainMenu(supportPage, onPhone);
      await supportMenu.getByRole('link', { name: 'สมาชิก' }).waitFor();
      expect(await supportMenu.getByRole('link', { name: 'คิวรายการ' }).count()).toBe(0);
      const refused = await supportPage.request.post(`/api/backoffice/withdrawals/${id}/approve`, {
        data: { version: 1 },
      });
      expect(refused.status()).toBe(403);
      expect((await withdrawalOf(token, id)).row.status).toBe('pending');

      // Finance, set up through its one-time link's page: the queue, the member's row by phone, approve and
      // confirm; the row leaves the pending list.
      const financePage = await openPage(viewport, finance.setupPath);
      await setUpOperator(financePage);
      await (await mainMenu(financePage, onPhone)).getByRole('link', { name: 'คิวรายการ' }).click();
      await financePage.getByRole('heading', { name: 'คิวรายการ' }).waitFor();
      await financePage.getByRole('tab', { name: 'รายการถอนเงิน' }).click();
      const queue = financePage.getByRole('table', { name: 'รายการถอนเงิน' });
      const row = queue.getByRole('row').filter({ hasText: memberPhone });
      await row.getByText('฿200.00').waitFor();
      await screenshot(financePage, `queue-${label}`);
      await row.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
      const dialog = financePage.getByRole('dialog', { name: 'อนุมัติการถอนเงิน' });
      await dialog.getByText(memberPhone, { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });

      // The member's side: handed to the sandbox payout gateway and paid by the server's jobs within
      // seconds (docs/PAYMENTS.md#payouts), and the 200 ฿ is gone from the main wallet for good.
      await expect
        .poll(async () => (await withdrawalOf(token, id)).row.status, { timeout: 30_000 })
        .toBe('paid');
      const after = await withdrawalOf(token, id);
      expect(after.list.withdrawable).toBe(300);
      expect(await walletBalance(token, MAIN_WALLET)).toBe(300);

      // Admin: the approval in the audit log under the finance operator's name, and in the CSV export.
      const { page: adminPage, enrolled } = await openBackoffice(viewport, admin);
      await (await mainMenu(adminPage, onPhone)).getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
      await adminPage.getByRole('heading', { name: 'บันทึกการใช้งาน' }).waitFor();
      const filters = adminPage.getByRole('form', { name: 'ตัวกรอง' });
      await filters.getByLabel('การกระทำ').fill('withdraw:approve');
      await filters.getByLabel('รหัสเป้าหมาย').fill(String(id));
      await filters.getByRole('button', { name: 'กรอง', exact: true }).click();
      const log = adminPage.getByRole('table', { name: 'บันทึกการใช้งาน' });
      const approval = log.getByRole('row').filter({ hasText: `finance:${finance.name}` });
      await approval.getByText('withdraw:approve').waitFor();
      await approval.getByText(`รายการถอน #${id}`).waitFor();
      await approval.getByText('อนุมัติการถอนเงิน').waitFor();
      // The unfiltered page can already show the row before the filtered answer replaces it (the other
      // viewport's journey approves too), so wait for the filtered list: exactly one approval remains.
      await expect.poll(() => log.getByRole('row').filter({ hasText: 'withdraw:approve' }).count()).toBe(1);
      await screenshot(adminPage, `audit-${label}`);

      const exportLink = adminPage.getByRole('link', { name: 'ส่งออก CSV' });
      const href = await exportLink.getAttribute('href');
      expect(href).toContain('action=withdraw%3Aapprove');
      const csv = await adminPage.request.get(href!);
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).split('\r\n').filter((l) => l.includes('withdraw:approve'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`finance:${finance.name}`);
      expect(lines[0]).toContain(`,withdrawal,${id},`);

      // Signing in again: password, then a code from the app. The code the setup used is good once; a later
      // step's code lets the admin in: the next one (inside the ±1 step the server allows for a phone's
      // clock) when the setup was under 30 s ago, else the current one.
      await signOut(adminPage, onPhone);
      await enterPassword(adminPage, admin);
      const code = adminPage.getByLabel('รหัสยืนยัน 6 หลัก');
      await code.fill(totpCodeAtStep(enrolled.secret, enrolled.usedStep));
      await adminPage.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
      await adminPage.getByRole('alert').getByText('ถูกใช้ไปแล้ว', { exact: false }).waitFor();
      await code.fill(totpCodeAtStep(enrolled.secret, Math.max(enrolled.usedStep + 1, totpStep(Date.now()))));
      await adminPage.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
      await adminPage.getByRole('heading', { name: 'ภาพรวม' }).waitFor();
      await (await mainMenu(adminPage, onPhone)).getByRole('link', { name: 'ผู้ใช้งานหลังบ้าน' }).waitFor();
    },
    JOURNEY_MS,
  );

  test(
    "lotto enters a result that pays a member's bill; the admin finds it in the audit log",
    async () => {
      const memberPhone = newPhone();
      await registerByApi(memberPhone);
      const funded = await runOperator(
        sharedServer().dataDir,
        'balance:adjust',
        memberPhone,
        '100',
        '--reason',
        'ทดสอบหวย',
      );
      expect(funded.code, funded.out).toBe(0);
      const token = await tokenOf(memberPhone);
      const [lotto, admin] = await Promise.all([
        addOperator('lotto', 'ฝ่ายหวย'),
        addOperator('admin', 'ผู้ดูแล'),
      ]);

      // A Hanoi round of this journey's own (the shared server's daily round belongs to the lotto journey),
      // and the member's 10 ฿ bill on 2 ตัวบน 56.
      const title = `หลังบ้าน ${label} ${Date.now()}`;
      const opened = await runOperator(
        sharedServer().dataDir,
        'lotto:round:add',
        ...['--category', 'hanoi', '--close-at', new Date(Date.now() + 2 * 3_600_000).toISOString()],
        ...['--title', title, '--json'],
      );
      expect(opened.code, opened.out).toBe(0);
      const roundId = (JSON.parse(opened.out) as { round: { round_id: number } }).round.round_id;
      const rates = await apiAs<{ type: string; rate: number }[]>(
        token,
        `/api/lotto/rate?round_id=${roundId}`,
      );
      const win = 10 * rates.data.find((r) => r.type === '2top')!.rate;
      const bill = await apiAs<{ bill_id: number; status: string }>(token, '/api/lotto/bill/create', {
        round_id: roundId,
        agent_id: 1,
        request_id: randomUUID(),
        lines: [{ type: '2top', number: '56', amount: 10 }],
      });
      expect(bill.error, bill.message).toBe(0);
      expect(await walletBalance(token, MAIN_WALLET)).toBe(90);

      // Lotto: the round in the list, closed, then its result with the payout shown before it is saved.
      const { page: lottoPage } = await openBackoffice(viewport, lotto);
      await (await mainMenu(lottoPage, onPhone)).getByRole('link', { name: 'หวย', exact: true }).click();
      // Open Hanoi rounds, as an operator narrows the list; once closed, the round is among the closed ones.
      await lottoPage.getByLabel('ประเภทหวย').selectOption('hanoi');
      await lottoPage.getByLabel('สถานะ').selectOption('open');
      const roundRow = lottoPage.getByRole('row').filter({ hasText: title });
      await roundRow.getByRole('button', { name: 'ยกเลิกงวด' }).waitFor();
      await screenshot(lottoPage, `lotto-rounds-${label}`);
      await roundRow.getByRole('button', { name: 'ปิดรับ', exact: true }).click();
      const closeDialog = lottoPage.getByRole('dialog');
      await closeDialog.getByRole('button', { name: 'ยืนยันปิดรับ' }).click();
      await closeDialog.waitFor({ state: 'detached' });
      await lottoPage.getByLabel('สถานะ').selectOption('closed');
      await roundRow.getByRole('button', { name: 'กรอกผล', exact: true }).click();
      const resultDialog = lottoPage.getByRole('dialog', { name: `กรอกผลรางวัล ${title}` });
      await resultDialog.getByLabel('3 ตัวบน').fill('856');
      await resultDialog.getByLabel('2 ตัวล่าง').fill('12');
      await resultDialog.getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }).click();
      const preview = resultDialog.getByRole('region', { name: 'ยอดที่ผลนี้จะจ่าย (ยังไม่บันทึก)' });
      await preview.getByText(baht(win)).first().waitFor();
      await screenshot(lottoPage, `lotto-result-${label}`);
      // Nothing is paid before the confirmation.
      expect(await walletBalance(token, MAIN_WALLET)).toBe(90);
      await resultDialog.getByRole('button', { name: 'ยืนยันบันทึกผลและจ่ายรางวัล' }).click();
      await lottoPage.getByText(`บันทึกผลแล้ว จ่ายรางวัล 1 โพย รวม ${baht(win)}`).waitFor();
      const paid = await apiAs<{ status: string; win_amount: number }>(
        token,
        `/api/lotto/bill/detail?bill_id=${bill.data.bill_id}`,
      );
      expect(paid.data).toMatchObject({ status: 'won', win_amount: win });
      expect(await walletBalance(token, MAIN_WALLET)).toBe(90 + win);

      const audit = await findInAuditLog(viewport, admin, {
        action: 'lotto:result',
        by: `lotto:${lotto.name}`,
        name: 'ออกผลหวย',
        target: `งวดหวย #${roundId}`,
      });
      await screenshot(audit, `audit-lotto-${label}`);
    },
    JOURNEY_MS,
  );

  test(
    'marketing adds a coupon a member redeems; the admin finds it in the audit log',
    async () => {
      const memberPhone = newPhone();
      await registerByApi(memberPhone);
      const token = await tokenOf(memberPhone);
      const [marketing, admin] = await Promise.all([
        addOperator('marketing', 'การตลาด'),
        addOperator('admin', 'ผู้ดูแล'),
      ]);

      // Marketing: a 50 ฿ credit coupon, which the member redeems at once.
      const code = `BO${label.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const { page: marketingPage } = await openBackoffice(viewport, marketing);
      await (await mainMenu(marketingPage, onPhone)).getByRole('link', { name: 'คูปอง', exact: true }).click();
      await marketingPage.getByRole('button', { name: 'เพิ่มคูปอง' }).click();
      const couponDialog = marketingPage.getByRole('dialog', { name: 'เพิ่มคูปอง' });
      await couponDialog.getByLabel('รหัสคูปอง').fill(code);
      await couponDialog.getByLabel('ประเภทรางวัล').selectOption('credit');
      await couponDialog.getByLabel('จำนวนรางวัล').fill('50');
      await couponDialog.getByLabel('จำนวนสิทธิ์ทั้งหมด').fill('10');
      await couponDialog.getByLabel('ใช้ได้ถึง').fill(bangkokLocal(Date.now() + 86_400_000));
      await couponDialog.getByRole('button', { name: 'บันทึกคูปอง' }).click();
      await marketingPage.getByText(`เพิ่มคูปอง ${code} แล้ว`, { exact: false }).waitFor();
      const coupons = marketingPage.getByRole('table', { name: 'คูปอง' });
      await coupons.getByRole('row').filter({ hasText: code }).getByText('0 / 10').waitFor();
      await screenshot(marketingPage, `coupon-${label}`);
      const redeemed = await apiAs<{ code: string }>(token, '/api/member/coupon/redeem', { code });
      expect(redeemed.error, redeemed.message).toBe(0);
      expect(await walletBalance(token, FREE_CREDIT_WALLET)).toBe(50);

      const audit = await findInAuditLog(viewport, admin, {
        action: 'coupon:add',
        by: `marketing:${marketing.name}`,
        name: 'เพิ่มคูปอง',
        target: 'คูปอง #',
      });
      await screenshot(audit, `audit-coupon-${label}`);
    },
    JOURNEY_MS,
  );
});

/**
 * The admin's audit log, filtered by operator and action as an admin narrows it: exactly one row, with the
 * action's Thai name and its target. Answers the admin's page.
 */
async function findInAuditLog(
  viewport: Viewport,
  admin: Awaited<ReturnType<typeof addOperator>>,
  entry: { action: string; by: string; name: string; target: string },
): Promise<Page> {
  const { page } = await openBackoffice(viewport, admin);
  await (await mainMenu(page, viewport === PHONE)).getByRole('link', { name: 'บันทึกการใช้งาน' }).click();
  const filters = page.getByRole('form', { name: 'ตัวกรอง' });
  await filters.getByLabel('ผู้ใช้งาน').fill(entry.by);
  await filters.getByLabel('การกระทำ').fill(entry.action);
  await filters.getByRole('button', { name: 'กรอง', exact: true }).click();
  const log = page.getByRole('table', { name: 'บันทึกการใช้งาน' });
  const row = log.getByRole('row').filter({ hasText: entry.by }).filter({ hasText: entry.action });
  await row.getByText(entry.name).waitFor();
  await row.getByText(entry.target, { exact: false }).waitFor();
  // The unfiltered list may still be on screen for a moment: wait for the filtered one.
  await expect.poll(() => log.getByRole('row').filter({ hasText: entry.action }).count()).toBe(1);
  return page;
}

const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

/** Baht as the back office shows it: ฿1,234.00. */
const baht = (amount: number) => thb.format(amount);

/** A moment as a datetime-local field takes it, in Bangkok time (UTC+7, no daylight saving). */
function bangkokLocal(at: number): string {
  return new Date(at + 7 * 3_600_000).toISOString().slice(0, 16);
}
