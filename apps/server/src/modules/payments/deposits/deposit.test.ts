import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PAYMENT_CHANNELS } from '@ug99/contract';
import { depositIntents } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { hasValidCrc, parseTlv } from '../promptpay.ts';
import { loadChannels } from './channels.ts';
import { qrcodeInfoOf } from './deposit.ts';
import { findIntentByReference } from '../intents.ts';
import { openIntent, paymentsConfig } from '#testing/payments.ts';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { freshToken } from '#testing/affiliate.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROMPTPAY = PAYMENT_CHANNELS.promptpay.id;

describe.each(testDatabases())('deposit channels and intents on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-21T03:00:00Z'));
  let t: TestApp;
  suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));

  const generate = (m: Registered, body: object) =>
    asMember(t, m.token).post('/api/payment/generate_qr', body);
  const statusOf = async (m: Registered, reference?: string) =>
    (
      await asMember(t, m.token).get(
        `/api/payment/inquiry_status${reference ? `?reference=${reference}` : ''}`,
      )
    ).json();
  const fresh = async (m: Registered) => ({ ...m, token: await freshToken(t, m) });

  it('lists PromptPay, each agent bank account and TrueMoney with the agent limits', async () => {
    const m = await registerMember(t);
    const channels = (await asMember(t, m.token).get('/api/member/payment/channels')).json().data;
    expect(channels.map((c: { kind: string }) => c.kind)).toEqual([
      'promptpay',
      'bank_transfer',
      'truemoney',
    ]);
    expect(channels[1].sub_channels).toHaveLength(2);
    expect(channels[0]).toMatchObject({ id: PROMPTPAY, min_amount: 20, max_amount: 200_000 });
    const info = (await asMember(t, m.token).get(`/api/payment/info?channel_id=${PROMPTPAY}`)).json().data;
    expect(info.instructions.length).toBeGreaterThan(0);
    expect(info.blocked_message).toBeNull();
    expect(info.quick_amounts).toContain(500);
  });

  it('offers TrueMoney as a wallet: the seeded wallet number and name, and steps in the TrueMoney app', async () => {
    const m = await registerMember(t);
    const channels = (await asMember(t, m.token).get('/api/member/payment/channels')).json().data;
    const truemoney = channels.find((c: { kind: string }) => c.kind === 'truemoney');
    expect(truemoney.sub_channels).toEqual([
      expect.objectContaining({
        bank_code: null,
        account_no: '0001234567',
        account_name: 'ยูจี เก้าเก้า เซอร์วิส',
        test_account: true,
      }),
    ]);
    const info = (
      await asMember(t, m.token).get(`/api/payment/info?channel_id=${PAYMENT_CHANNELS.truemoney.id}`)
    ).json().data;
    expect(info.instructions).toContain('เปิดแอปทรูมันนี่ วอลเล็ท แล้วเลือก "โอนเงิน"');
    expect(info.instructions.join(' ')).not.toMatch(/ธนาคาร|บัญชีที่ลงทะเบียน/);
    const qr = await openIntent(t, m.token, 300, 'truemoney');
    expect(qr).toMatchObject({
      kind: 'truemoney',
      qr_svg: null,
      pay_to: { account_no: '0001234567' },
      test_account: true,
    });
  });

  it('opens a PromptPay intent whose payload is a valid EMVCo QR carrying the amount', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 500);
    expect(qr).toMatchObject({
      kind: 'promptpay',
      amount: 500,
      pay_amount: 500,
      status: 'pending',
      pay_to: null,
      test_account: true,
    });
    expect(qr.reference).toMatch(/^UG[0-9A-Z]{10}$/);
    expect(hasValidCrc(qr.payload!)).toBe(true);
    // The seeded PromptPay id is a test one: 00 starts no Thai number (docs/rules/payments.md#test-accounts).
    expect(parseTlv(parseTlv(qr.payload!).get('29')!).get('01')).toBe('0066007654321');
    expect(parseTlv(qr.payload!).get('54')).toBe('500.00');
    expect(qr.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.qr_svg!.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(new Date(qr.expires_at).getTime() - clock.now().getTime()).toBe(15 * MINUTE);
    const info = (await asMember(t, m.token).get('/api/payment/qrcode_info')).json().data;
    expect(info.reference).toBe(qr.reference);
  });

  it('marks the seeded bank account as a test account on the intent, and nothing where the sandbox is off', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 400, 'bank_transfer');
    expect(qr).toMatchObject({
      pay_to: { bank_code: 'KBANK', account_no: '000-0-12345' },
      test_account: true,
    });
    const intent = (await findIntentByReference(t.database.db, qr.reference))!;
    const channels = await loadChannels(t.database.db, 1);
    expect((await qrcodeInfoOf(intent, channels, clock.now(), false)).test_account).toBe(false);
  });

  it('gives concurrent bank-transfer intents for one amount different satang suffixes', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => registerMember(t)));
    const intents = await Promise.all(people.map((m) => openIntent(t, m.token, 500, 'bank_transfer')));
    const amounts = intents.map((i) => i.pay_amount);
    expect(new Set(amounts).size).toBe(8);
    for (const i of intents) {
      expect(i.pay_amount).toBeGreaterThan(500);
      expect(i.pay_amount).toBeLessThan(501);
      expect(i.pay_to).toMatchObject({ bank_code: 'KBANK' });
      expect(i.payload).toBeNull();
    }
  });

  it('keeps one open intent per member: a new one cancels the old', async () => {
    const m = await registerMember(t);
    const first = await openIntent(t, m.token, 100);
    const second = await openIntent(t, m.token, 200);
    expect((await statusOf(m, first.reference)).data.status).toBe('cancelled');
    expect((await statusOf(m)).data).toMatchObject({ reference: second.reference, status: 'pending' });
  });

  it('reports an intent past its 15 minutes as expired', async () => {
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 100);
    clock.advance(15 * MINUTE);
    expect((await statusOf(m, qr.reference)).data).toMatchObject({
      status: 'expired',
      status_label: 'หมดเวลาชำระ',
    });
  });

  it("refuses amounts outside the channel's limits with a Thai message naming the limit", async () => {
    const m = await registerMember(t);
    const low = (await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 19.99 })).json();
    expect(low).toMatchObject({
      error: ERRORS.DEPOSIT_BELOW_MIN.code,
      message: expect.stringContaining('20'),
    });
    const high = (await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 200_000.01 })).json();
    expect(high).toMatchObject({
      error: ERRORS.DEPOSIT_ABOVE_MAX.code,
      message: expect.stringContaining('200,000'),
    });
  });

  it('does not let another member read an intent by its reference', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const qr = await openIntent(t, a.token, 100);
    expect((await statusOf(b, qr.reference)).error).toBe(ERRORS.DEPOSIT_NOT_FOUND.code);
    expect(
      (await asMember(t, b.token).get(`/api/payment/qrcode_info?reference=${qr.reference}`)).json().error,
    ).toBe(ERRORS.DEPOSIT_NOT_FOUND.code);
  });

  it('applies a 1,000 baht daily deposit limit at once, and a raised limit only after 24 hours', async () => {
    let m = await registerMember(t);
    const rg = (body: object) => asMember(t, m.token).post('/api/member/responsible_gaming', body);
    expect((await rg({ deposit_limits: { day: 1000 } })).json().error).toBe(0);
    const refused = (await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 1500 })).json();
    expect(refused).toMatchObject({
      error: ERRORS.RG_DEPOSIT_LIMIT.code,
      message: expect.stringContaining('1,000'),
    });
    expect((await rg({ deposit_limits: { day: 5000 } })).json().error).toBe(0);
    clock.advance(23 * HOUR);
    m = await fresh(m);
    const still = (await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 1500 })).json();
    expect(still.error).toBe(ERRORS.RG_DEPOSIT_LIMIT.code);
    clock.advance(HOUR + MINUTE);
    m = await fresh(m);
    expect((await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 1500 })).json().error).toBe(
      0,
    );
  });

  it('refuses deposits during a cool-off, and says so on the info call', async () => {
    const m = await registerMember(t);
    await asMember(t, m.token).post('/api/member/responsible_gaming', { cool_off: '24h' });
    const res = (await generate(m, { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 100 })).json();
    expect(res.error).toBe(ERRORS.RG_COOLING_OFF.code);
    const info = (await asMember(t, m.token).get(`/api/payment/info?channel_id=${PROMPTPAY}`)).json().data;
    expect(info.blocked_message).toContain('พักการเล่น');
  });

  it.each([
    [
      'an unknown channel',
      { channel_id: 99, sub_channel_id: 1, amount: 100 },
      ERRORS.PAYMENT_CHANNEL_UNAVAILABLE.code,
    ],
    [
      'an unknown sub-channel',
      { channel_id: PROMPTPAY, sub_channel_id: 999, amount: 100 },
      ERRORS.PAYMENT_CHANNEL_UNAVAILABLE.code,
    ],
    [
      'three decimals',
      { channel_id: PROMPTPAY, sub_channel_id: 1, amount: 100.001 },
      ERRORS.VALIDATION_FAILED.code,
    ],
    [
      'a negative amount',
      { channel_id: PROMPTPAY, sub_channel_id: 1, amount: -100 },
      ERRORS.VALIDATION_FAILED.code,
    ],
    [
      'an amount as text',
      { channel_id: PROMPTPAY, sub_channel_id: 1, amount: '100' },
      ERRORS.VALIDATION_FAILED.code,
    ],
    ['no amount', { channel_id: PROMPTPAY, sub_channel_id: 1 }, ERRORS.VALIDATION_FAILED.code],
  ])('refuses %s and stores nothing', async (_name, body, code) => {
    const m = await registerMember(t);
    const res = await generate(m, body);
    expect(res.statusCode).toBe(code === ERRORS.VALIDATION_FAILED.code ? 400 : 200);
    expect(res.json().error).toBe(code);
    const memberId = (await asMember(t, m.token).get('/api/get_user_info')).json().data.id;
    expect(
      await t.database.db.select().from(depositIntents).where(eq(depositIntents.memberId, memberId)),
    ).toEqual([]);
  });
});
