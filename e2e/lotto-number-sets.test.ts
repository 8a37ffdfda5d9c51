// Number sets kept on the server (issue 30, part 3) in the browser at 390 px: a member builds a bill with
// เลขเบิ้ล, changes one line's amount and saves it as a set; in a fresh browser (nothing on the device) the
// member logs in again, loads the set with ใช้โพยนี้, with its amounts, checks and places the bill, and the
// wallet pays exactly the set's total; the bill's picture downloads. The set's share code is imported by a friend, once.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { downloadedBytes, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi, registerFundedMember } from './support/member.ts';
import { mainBalance } from './support/wallets.ts';
import { sharedServer } from './support/shared-server.ts';

useBrowser();

const thb = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB', minimumFractionDigits: 2 });

type LobbyItem = { code: string; round: { round_id: number; status: string } | null };

async function openHanoiRound(page: Page): Promise<number> {
  const response = await fetch(`${sharedServer().baseURL}/api/lotto/lobby`);
  const lobby = ((await response.json()) as { data: LobbyItem[] }).data;
  const round = lobby.find((item) => item.code === 'hanoi')?.round;
  expect(round?.status).toBe('open');
  await page.goto(`/lotto/${round!.round_id}`);
  await page.getByRole('tab', { name: '2 ตัว' }).waitFor();
  return round!.round_id;
}

describe('lotto number sets on a phone', () => {
  test('a set saved on one device is used from a fresh login on another, bets with its amounts, and its code imports once', async () => {
    const phone = await registerFundedMember('1000', 'ทดสอบโพย');

    const first = await openPage(PHONE);
    await logInAs(first, phone);
    await openHanoiRound(first);
    await first.getByRole('tab', { name: '2 ตัว' }).click();
    await first.getByRole('button', { name: 'เลขเบิ้ล', exact: true }).click();
    await first.getByRole('heading', { name: 'รายการแทง (10)' }).waitFor();
    await first.getByLabel('ราคา 2 ตัวบน 99 (บาท)').fill('20');
    await first.getByLabel('ชื่อโพย').fill('เลขเบิ้ลของฉัน');
    await first.getByRole('button', { name: 'บันทึกโพย' }).click();
    await first.getByText('บันทึกโพย "เลขเบิ้ลของฉัน" แล้ว').waitFor();
    await first.getByRole('button', { name: 'ใช้โพยนี้: เลขเบิ้ลของฉัน' }).waitFor();
    await first.context().close();

    // Another browser: nothing of the set is on this device.
    const second = await openPage(PHONE);
    await logInAs(second, phone);
    await openHanoiRound(second);
    await second.getByRole('button', { name: 'ใช้โพยนี้: เลขเบิ้ลของฉัน' }).click();
    await second.getByRole('heading', { name: 'รายการแทง (10)' }).waitFor();
    expect(await second.getByLabel('ราคา 2 ตัวบน 99 (บาท)').inputValue()).toBe('20');
    expect(await second.getByLabel('ราคา 2 ตัวบน 00 (บาท)').inputValue()).toBe('10');
    await second.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
    const priced = second.getByRole('dialog', { name: 'ตรวจสอบโพยก่อนยืนยัน' });
    await priced.getByText(thb.format(110), { exact: true }).first().waitFor();
    await priced.getByRole('button', { name: 'ยืนยันแทง' }).click();
    await second.waitForURL('**/lotto/bills?bill=*');
    expect(await mainBalance(second)).toBe(890);

    // The bill as a picture: บันทึกรูป downloads the PNG the server drew.
    const billId = new URL(second.url()).searchParams.get('bill')!;
    const detail = second.getByRole('dialog', { name: `รายละเอียดโพย #${billId}` });
    const [download] = await Promise.all([
      second.waitForEvent('download'),
      detail.getByRole('button', { name: 'บันทึกรูป' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bill-${billId}.png`);
    const saved = await downloadedBytes(download);
    expect(saved.subarray(1, 4).toString()).toBe('PNG');
    await second.keyboard.press('Escape');

    // The owner shares the set; a friend imports it once and sees the lines, not the owner.
    await openHanoiRound(second);
    await second.getByRole('button', { name: 'แชร์โพย เลขเบิ้ลของฉัน' }).click();
    const code = (await second.getByTestId('share-code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

    const friendPhone = newPhone();
    await registerByApi(friendPhone);
    const friend = await openPage(PHONE);
    await logInAs(friend, friendPhone);
    await openHanoiRound(friend);
    await friend.getByLabel('รหัสโพยจากเพื่อน').fill(code.toLowerCase());
    await friend.getByRole('button', { name: 'นำเข้า', exact: true }).click();
    await friend.getByText('นำเข้าโพย "เลขเบิ้ลของฉัน" แล้ว').waitFor();
    await friend.getByRole('button', { name: 'ใช้โพยนี้: เลขเบิ้ลของฉัน' }).waitFor();
    expect(await friend.content()).not.toContain(phone);
    await friend.getByLabel('รหัสโพยจากเพื่อน').fill(code);
    await friend.getByRole('button', { name: 'นำเข้า', exact: true }).click();
    await friend.getByText('ท่านนำเข้าโพยจากรหัสนี้ไปแล้ว โพยที่นำเข้าอยู่ในรายการโพยของท่าน').waitFor();
  }, 90_000);
});
