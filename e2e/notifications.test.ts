// Reaching a member on a phone (issue 36's browser journey, docs/NOTIFICATIONS.md#tests): at 390 px the
// install card is shown and put away; a deposit the operator credits raises the member menu's unread count
// without a reload; the inbox shows the item in Thai; and the item reaches the member's device as a web
// push message, VAPID-signed and encrypted, which the journey decrypts with the keys it made.
//
// Headless Chromium has no push service to subscribe at, so the device is the journey's own: a local
// HTTPS push service (the server tests' `push-endpoint.ts`, which checks the VAPID signature and decrypts
// the payload, RFC 8291) and a subscription with keys it generated, stored through the member's real
// subscribe call. The server is the journey's own, told to call that service and nothing else: its
// origin is the one PUSH_ENDPOINT_HOSTS entry, and its self-signed certificate is trusted by that server
// process alone through Node's NODE_EXTRA_CA_CERTS (no check of the server's code is loosened).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import type { PushDevice, PushEndpoint } from '../apps/server/src/testing/push-endpoint.ts';
import { startPushEndpoint } from '../apps/server/src/testing/push-endpoint.ts';
import { apiAs, tokenOf } from './support/api.ts';
import { keepScreenshot, offerInstall, openPage, PHONE, useBrowser } from './support/browser.ts';
import { logInAs, newPhone, registerByApi } from './support/member.ts';
import { runOperator } from './support/operator.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { SERVER_START_HOOK_MS } from './support/server.ts';

useBrowser();

/** The server's VAPID pair, given to it as VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, so the push service knows it first. */
const vapid = webpush.generateVAPIDKeys();

let pushService: PushEndpoint;
let server: OwnServer;
let certificateDir: string;
beforeAll(async () => {
  pushService = await startPushEndpoint(vapid.publicKey);
  certificateDir = mkdtempSync(path.join(tmpdir(), 'ug99-e2e-push-'));
  // NODE_EXTRA_CA_CERTS names one file: the machine's own extra authorities, if any, stay in it.
  const machines = process.env.NODE_EXTRA_CA_CERTS;
  const certificate = path.join(certificateDir, 'push-service.pem');
  writeFileSync(
    certificate,
    `${machines && existsSync(machines) ? readFileSync(machines, 'utf8') : ''}\n${pushService.certificate}`,
  );
  server = await startOwnServer({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_ENDPOINT_HOSTS: pushService.origin,
      NODE_EXTRA_CA_CERTS: certificate,
    },
  });
}, SERVER_START_HOOK_MS);
afterAll(async () => {
  await server?.stop();
  await pushService?.close();
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
});

type Channel = { id: number; kind: string; sub_channels: { id: number }[] };
type InboxItem = { id: number; kind: string; title: string; body: string; link: string };

/** The member's phone as a push device: subscribed to the deposit and withdrawal kinds (ฝากถอน). */
async function subscribePhone(token: string): Promise<PushDevice> {
  const key = await apiAs<{ public_key: string }>(token, '/api/member/push/key', undefined, server.baseURL);
  expect(key.data.public_key).toBe(vapid.publicKey);
  const device = pushService.device('member-phone');
  const kinds = ['deposit_credited', 'deposit_flagged', 'withdrawal_paid', 'withdrawal_rejected'];
  const stored = await apiAs<{ kinds: string[] }>(
    token,
    '/api/member/push/subscribe',
    { ...device.subscription, kinds },
    server.baseURL,
  );
  expect(stored.error, stored.message).toBe(0);
  expect(stored.data.kinds).toEqual(kinds);
  return device;
}

/** A PromptPay deposit of `baht` opened through the API and credited by the operator's deposit:confirm. */
async function depositCreditedByOperator(token: string, baht: number): Promise<string> {
  const channels = await apiAs<Channel[]>(token, '/api/member/payment/channels', undefined, server.baseURL);
  const promptpay = channels.data.find((c) => c.kind === 'promptpay')!;
  const intent = await apiAs<{ reference: string }>(
    token,
    '/api/payment/generate_qr',
    { channel_id: promptpay.id, sub_channel_id: promptpay.sub_channels[0]!.id, amount: baht },
    server.baseURL,
  );
  expect(intent.error, intent.message).toBe(0);
  const confirmed = await runOperator(server.dataDir, 'deposit:confirm', intent.data.reference);
  expect(confirmed.code, confirmed.out).toBe(0);
  expect(confirmed.out).toContain('credited');
  return intent.data.reference;
}

describe('notifications on a phone', () => {
  test('install card put away; a credited deposit counted live, listed in the inbox and pushed to the device', async () => {
    const phone = newPhone();
    await registerByApi(phone, server.baseURL);
    const token = await tokenOf(phone, server.baseURL);
    const device = await subscribePhone(token);

    const page = await openPage(PHONE, '/', server.baseURL);
    await logInAs(page, phone);

    // The install card: shown on Chromium's offer, put away for a week with ไว้ทีหลัง (docs/PWA.md).
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'ติดตั้งแอป UG99 ไว้บนเครื่อง' });
    await card.getByRole('button', { name: 'ติดตั้ง', exact: true }).waitFor();
    await keepScreenshot(page, 'notifications-install-390');
    await card.getByRole('button', { name: 'ไว้ทีหลัง' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('ug99-install-dismissed-at'))).toMatch(/^\d+$/);

    // The member menu's count (the header's bell is the desktop's, docs/NOTIFICATIONS.md#on-the-site)
    // rises with the live event; the mark set in this document shows the page was never reloaded.
    const panel = page.getByRole('region', { name: 'ข้อมูลสมาชิก' });
    await panel.getByRole('button', { name: 'เมนูสมาชิก', exact: true }).waitFor();
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await depositCreditedByOperator(token, 537);
    const menuButton = panel.getByRole('button', { name: 'เมนูสมาชิก ข้อความยังไม่อ่าน 1 รายการ' });
    await menuButton.waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    // The inbox page lists the item in Thai.
    await menuButton.click();
    await page
      .getByRole('dialog', { name: 'เมนูสมาชิก' })
      .getByRole('link', { name: /กล่องข้อความ/ })
      .click();
    await page.waitForURL('**/member/inbox');
    const item = page
      .getByRole('list', { name: 'กล่องข้อความ' })
      .getByRole('link', { name: 'ฝากเงินสำเร็จ (ยังไม่อ่าน)' });
    await item.getByText('ยอดฝาก 537.00 บาท เข้ากระเป๋าหลักแล้ว').waitFor();
    await keepScreenshot(page, 'notifications-inbox-390', { fullPage: true });

    // The push job (every 5 s) sends it to the device: the push service accepted the VAPID signature,
    // and the payload, decrypted with the device's keys, is this deposit's item.
    const inbox = await apiAs<{ items: InboxItem[] }>(token, '/api/member/inbox', undefined, server.baseURL);
    expect(inbox.data.items).toHaveLength(1);
    const [credited] = inbox.data.items;
    await expect.poll(() => pushService.received.length).toBe(1);
    expect(pushService.refused).toEqual([]);
    expect(pushService.received[0]).toEqual({
      device: device.name,
      ttl: '86400',
      payload: {
        id: credited!.id,
        kind: 'deposit_credited',
        title: 'ฝากเงินสำเร็จ',
        body: 'ยอดฝาก 537.00 บาท เข้ากระเป๋าหลักแล้ว',
        link: '/member/payment',
      },
    });
  }, 120_000);
});
