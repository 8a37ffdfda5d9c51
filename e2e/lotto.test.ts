// Lotto (issue 12) in the browser: a funded member opens today's open Hanoi round from the lobby, builds
// a bill with 19 ประตู, checks the priced bill, places it and sees it pending; the operator closes the
// round and enters a result the bill wins; the bill shows won with its amount and the wallet grew by it.
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, useBrowser } from './support/browser.ts';
import { closeAnnouncements, logInAs, registerFundedMember } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { mainBalance } from './support/wallets.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

type LobbyItem = {
  code: string;
  name: string;
  round: { round_id: number; title: string; status: string } | null;
};

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${sharedServer().baseURL}${pathname}`);
  const body = (await response.json()) as { error: number; data: T };
  expect(body.error).toBe(0);
  return body.data;
}

describe('lotto on a phone', () => {
  test('a bill built with 19 ประตู is placed pending, the operator enters a winning result, the bill shows won and the wallet grows by exactly the win', async () => {
    const phone = await registerFundedMember('1000', 'ทดสอบหวย');

    // Hanoi draws every day and its next round opens when the previous one closes: one is always open.
    const lobby = await api<LobbyItem[]>('/api/lotto/lobby');
    const hanoi = lobby.find((item) => item.code === 'hanoi');
    expect(hanoi?.round?.status).toBe('open');
    const round = hanoi!.round!;
    const rates = await api<{ type: string; rate: number }[]>(`/api/lotto/rate?round_id=${round.round_id}`);
    const rate2top = rates.find((r) => r.type === '2top')!.rate;

    const page = await openPage(PHONE);
    await logInAs(page, phone);
    await page
      .getByRole('navigation', { name: 'เมนูหลัก' })
      .getByRole('link', { name: 'หวย', exact: true })
      .click();
    await page.waitForURL('**/lotto/lobby');
    // The round's card, by where it leads: its name no longer repeats the category (docs/LOTTO.md, "Pages").
    await page.locator(`a[href$="/lotto/${round.round_id}"]`).first().click();
    await page.waitForURL(`**/lotto/${round.round_id}`);

    await page.getByRole('tab', { name: '2 ตัว' }).click();
    await page.getByRole('checkbox', { name: /^2 ตัวบน/ }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: /^2 ตัวล่าง/ }).isChecked()).toBe(false);
    // 19 ประตู on 5: 50–59 and 05–95, 19 numbers, each a 2 ตัวบน line at the default 10 ฿.
    await page
      .getByRole('group', { name: 'แป้นตัวเลข' })
      .getByRole('button', { name: '5', exact: true })
      .click();
    await page.getByRole('button', { name: '19 ประตู' }).click();
    await page.getByRole('heading', { name: 'รายการแทง (19)' }).waitFor();
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();

    const priced = page.getByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    await priced.getByText(thb.format(190), { exact: true }).waitFor();
    expect(await priced.getByRole('row').count()).toBe(20);
    await priced.getByRole('button', { name: 'ยืนยันแทง' }).click();

    // The placed bill opens in /lotto/bills.
    await page.waitForURL('**/lotto/bills?bill=*');
    const billId = new URL(page.url()).searchParams.get('bill')!;
    const detail = page.getByRole('dialog', { name: `รายละเอียดโพย #${billId}` });
    await detail.getByText('รอผล').first().waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    const bill = page.getByRole('button', { name: `โพย #${billId} ดูรายละเอียด` });
    await bill.getByText('รอผล').waitFor();
    await bill.getByText(thb.format(190)).waitFor();
    expect(await mainBalance(page)).toBe(810);

    const closed = await runOperator(sharedServer().dataDir, 'lotto:close', String(round.round_id), '--json');
    expect(closed.code, closed.out).toBe(0);
    // top3 856: 2 ตัวบน is 56, one of the bill's 19 numbers.
    const resulted = await runOperator(
      sharedServer().dataDir,
      'lotto:result',
      String(round.round_id),
      '--top3',
      '856',
      '--bottom2',
      '12',
      '--json',
    );
    expect(resulted.code, resulted.out).toBe(0);
    expect(JSON.parse(resulted.out)).toMatchObject({ ok: true, status: 'settled' });

    const win = 10 * rate2top;
    await page.reload();
    await closeAnnouncements(page);
    await bill.getByText('ถูกรางวัล').waitFor();
    await bill.getByText(`+${thb.format(win)}`).waitFor();
    await bill.click();
    await detail.getByText('ยอดถูกรางวัล').waitFor();
    await detail.getByText(thb.format(win), { exact: true }).first().waitFor();
    expect(await mainBalance(page)).toBe(810 + win);
  }, 60_000);
});
