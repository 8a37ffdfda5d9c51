import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, PAYMENT_CHANNELS } from '@ug99/contract';
import type { QrcodeInfo } from '@ug99/contract';
import { depositIntents, flaggedDeposits, members } from '#db/schema/index.ts';
import { testDatabases } from '#testing/databases.ts';
import { accountBalance, memberWallets } from '#ledger';
import { manualClock } from '#shared/clock.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { confirmDeposit } from './credit.ts';
import { importStatement } from './statement.ts';
import { openIntent, paymentsConfig } from '#testing/payments.ts';

const MINUTE = 60_000;
const satang = (baht: number) => BigInt(Math.round(baht * 100));

/** docs/PAYMENTS.md, "Matching a statement line" and "Satang suffixes". */
describe.each(testDatabases())('bank statement matching on $kind', (target) => {
  const start = new Date('2026-11-21T05:00:00Z');
  const clock = manualClock(start);
  let t: TestApp;
  let account: string;
  const { db } = suiteTestApp(target, { clock, config: paymentsConfig() }, (made) => (t = made));
  beforeAll(async () => {
    const m = await registerMember(t);
    const channels = (await asMember(t, m.token).get('/api/member/payment/channels')).json().data;
    account = channels.find((c: { kind: string }) => c.kind === 'bank_transfer').sub_channels[0].account_no;
  });

  const after = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  const line = (at: Date, amount: number, note = 'โอนเงิน') =>
    `${at.toISOString()},${amount.toFixed(2)},${account},${note}`;
  const importLines = async (...lines: string[]) =>
    (await importStatement(db(), 1, lines.join('\n'), clock.now())).results;
  const mainBalance = async (m: Registered) => {
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.phone, m.phone));
    return (await memberWallets(db(), row!.id))[0]!.balance;
  };
  const intentRow = async (reference: string) =>
    (await db().select().from(depositIntents).where(eq(depositIntents.reference, reference)))[0]!;
  const generate = (m: Registered, amount: number, subChannelId: number) =>
    asMember(t, m.token).post('/api/payment/generate_qr', {
      channel_id: PAYMENT_CHANNELS.bank_transfer.id,
      sub_channel_id: subChannelId,
      amount,
    });

  /** Takes every other suffix of `amount` on the account for a day: paid intents of one member. */
  async function occupyAllSuffixesBut(qr: QrcodeInfo, amount: number) {
    const owner = await intentRow(qr.reference);
    const rows = [];
    for (let s = 1n; s <= 99n; s++) {
      const pay = BigInt(amount) * 100n + s;
      if (pay === satang(qr.pay_amount)) continue;
      rows.push({
        reference: `UGFILL${String(amount).padStart(4, '0')}${String(s).padStart(2, '0')}`,
        agentId: owner.agentId,
        memberId: owner.memberId,
        channel: 'bank_transfer' as const,
        subChannelId: owner.subChannelId,
        amountSatang: BigInt(amount) * 100n,
        payAmountSatang: pay,
        status: 'paid' as const,
        expiresAt: after(24 * 60),
        acceptsFrom: start,
        acceptsUntil: after(24 * 60),
      });
    }
    await db().insert(depositIntents).values(rows);
  }

  it('keeps a suffix from a new intent while the old one could still be paid, then matches each line to the intent open at its time', async () => {
    clock.set(start);
    const a = await registerMember(t);
    const b = await registerMember(t);
    const first = await openIntent(t, a.token, 500, 'bank_transfer');
    await occupyAllSuffixesBut(first, 500);

    // Expired one minute ago, but money may still be reported within the grace: the suffix stays taken.
    clock.set(after(16));
    expect((await generate(b, 500, first.sub_channel_id)).json().error).toBe(ERRORS.DEPOSIT_AMOUNT_BUSY.code);

    // Its window has closed before a new one would open: the suffix is free again.
    clock.set(after(20));
    const second = (await generate(b, 500, first.sub_channel_id)).json().data as QrcodeInfo;
    expect(second.pay_amount).toBe(first.pay_amount);

    // A's transfer, seen on the statement only now, arrived while A's intent was open: it is A's.
    const results = await importLines(line(after(5), first.pay_amount), line(after(21), second.pay_amount));
    expect(results.map((r) => [r.outcome, 'reference' in r ? r.reference : null])).toEqual([
      ['credited', first.reference],
      ['credited', second.reference],
    ]);
    expect(await mainBalance(a)).toBe(satang(first.pay_amount));
    expect(await mainBalance(b)).toBe(satang(second.pay_amount));
  });

  it('flags money on our account that arrived while no intent for its amount was open, once', async () => {
    clock.set(after(60));
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 700, 'bank_transfer');
    // Ten minutes before the intent existed: not this member's money, whatever the amount says.
    const early = line(after(45), qr.pay_amount);
    const [result] = await importLines(early);
    expect(result).toMatchObject({ outcome: 'flagged', reference: null });
    const flagged = result?.outcome === 'flagged' ? result.flagged : undefined;
    expect(flagged).toMatchObject({
      reason: 'no_matching_intent',
      agentId: 1,
      memberId: null,
      receivedInto: 'bank_float',
    });
    expect(await mainBalance(m)).toBe(0n);
    const held = await accountBalance(db(), { system: 'deposits_flagged' });
    expect((await importLines(early))[0]).toMatchObject({ outcome: 'already_imported' });
    expect(await accountBalance(db(), { system: 'deposits_flagged' })).toBe(held);
  });

  it('matches the line of money an operator already confirmed by hand to that intent, and moves nothing', async () => {
    clock.set(after(120));
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 900, 'bank_transfer');
    const confirmed = await confirmDeposit(db(), {
      reference: qr.reference,
      amountSatang: satang(qr.pay_amount),
      paidAt: after(122),
      now: after(122),
      source: { kind: 'operator', operator: 'nok' },
    });
    expect(confirmed.outcome).toBe('credited');
    const results = await importLines(line(after(121), qr.pay_amount));
    expect(results).toMatchObject([{ outcome: 'already_imported', reference: qr.reference }]);
    expect((await intentRow(qr.reference)).statementKey).not.toBeNull();
    expect(await mainBalance(m)).toBe(satang(qr.pay_amount));
    expect(
      await db().select().from(flaggedDeposits).where(eq(flaggedDeposits.reference, qr.reference)),
    ).toEqual([]);
  });

  it('flags a line naming a cancelled intent in its note for that intent and member', async () => {
    clock.set(after(180));
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 250, 'bank_transfer');
    await asMember(t, m.token).post('/api/member/payment/cancel', { reference: qr.reference });
    const [result] = await importLines(line(after(181), qr.pay_amount, `ref ${qr.reference}`));
    expect(result).toMatchObject({ outcome: 'flagged', reference: qr.reference });
    expect(
      await db().select().from(flaggedDeposits).where(eq(flaggedDeposits.reference, qr.reference)),
    ).toMatchObject([{ reason: 'intent_cancelled', memberId: expect.any(Number) }]);
    expect(await mainBalance(m)).toBe(0n);
  });

  it('flags a line dated a day before the intent opened, even with its reference in the note', async () => {
    clock.set(after(190));
    const m = await registerMember(t);
    const qr = await openIntent(t, m.token, 260, 'bank_transfer');
    const [result] = await importLines(line(after(190 - 24 * 60), qr.pay_amount, `ref ${qr.reference}`));
    expect(result).toMatchObject({ outcome: 'flagged', reference: qr.reference });
    expect(
      await db().select().from(flaggedDeposits).where(eq(flaggedDeposits.reference, qr.reference)),
    ).toMatchObject([{ reason: 'intent_not_open', memberId: expect.any(Number) }]);
    expect(await mainBalance(m)).toBe(0n);
    expect((await intentRow(qr.reference)).status).toBe('pending');
  });

  it('only reports a line for an account that is not ours', async () => {
    const results = await importLines(`${after(200).toISOString()},123.45,999-9-99999-9,x`);
    expect(results).toMatchObject([{ outcome: 'not_our_account' }]);
  });
});
