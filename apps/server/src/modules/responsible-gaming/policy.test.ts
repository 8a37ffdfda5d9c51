import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rgMessages } from '@ug99/contract';
import type { ResponsibleGamingUpdate } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { members } from '#db/schema/index.ts';
import { transfer } from '#ledger';
import type { Reason } from '#ledger';
import { suiteTestApp } from '#testing/suite-app.ts';
import type { TestApp } from '#testing/app.ts';
import { registerMember } from '#testing/members.ts';
import { canDeposit, canStake, updateResponsibleGaming } from './index.ts';

const DAY = 24 * 3_600_000;

describe.each(testDatabases())('deposit and stake checks on $kind', (target) => {
  let t: TestApp;
  let key = 0;
  const { db } = suiteTestApp(target, {}, (made) => (t = made));

  const newMember = async () => {
    const m = await registerMember(t);
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.phone, m.phone));
    if (!row) throw new Error('registered member not found');
    return row.id;
  };
  const settle = (memberId: number, update: ResponsibleGamingUpdate, now = new Date()) =>
    db().transaction((tx) => updateResponsibleGaming(tx, memberId, update, now, DAY));
  const move = (
    memberId: number,
    reason: Reason,
    satang: bigint,
    direction: 'in' | 'out',
    at = new Date(),
  ) => {
    const wallet = { member: memberId, wallet: 1 as const };
    const outside = {
      system: reason === 'deposit' ? ('gateway_cash' as const) : ('game_provider_clearing' as const),
    };
    key += 1;
    return transfer(db(), {
      key: `rg-test:${memberId}:${key}`,
      from: direction === 'in' ? outside : wallet,
      to: direction === 'in' ? wallet : outside,
      amount: satang,
      reason,
      createdBy: 'test',
      at,
    });
  };

  it('allows anything without limits', async () => {
    const id = await newMember();
    expect(await canDeposit(db(), id, 1_000_000_00n, new Date())).toEqual({ ok: true });
    expect(await canStake(db(), id, 1_000_000_00n, new Date())).toEqual({ ok: true });
  });

  it('refuses a deposit that would pass the daily limit and names it with what is left', async () => {
    const id = await newMember();
    await settle(id, { deposit_limits: { day: 1000, month: 5000 } });
    await move(id, 'deposit', 700_00n, 'in');
    expect(await canDeposit(db(), id, 300_00n, new Date())).toEqual({ ok: true });
    expect(await canDeposit(db(), id, 300_01n, new Date())).toEqual({
      ok: false,
      key: 'RG_DEPOSIT_LIMIT',
      message: rgMessages.depositLimit('day', 1000, 300),
    });
  });

  it('counts net loss against the loss limit, the stake as if lost', async () => {
    const id = await newMember();
    await move(id, 'deposit', 2000_00n, 'in');
    await settle(id, { loss_limits: { week: 500 } });
    await move(id, 'game_bet', 400_00n, 'out');
    await move(id, 'game_win', 100_00n, 'in');
    // Net loss 300: a stake of 200 may be lost, 200.01 may not.
    expect(await canStake(db(), id, 200_00n, new Date())).toEqual({ ok: true });
    expect(await canStake(db(), id, 200_01n, new Date())).toEqual({
      ok: false,
      key: 'RG_LOSS_LIMIT',
      message: rgMessages.lossLimit('week', 500, 200),
    });
  });

  it('counts a Bangkok day, a week from Monday and a calendar month, and names the limit with the least room', async () => {
    const id = await newMember();
    // Limits set before the deposits they count, at the start of the month the test plays in.
    const limits = { deposit_limits: { day: 1000, week: 1200, month: 1800 } };
    await settle(id, limits, new Date('2026-06-01T00:00:00+07:00'));
    // Sunday 28 June 23:59 and Monday 29 June 00:01, Bangkok time: two days and two weeks, one month.
    await move(id, 'deposit', 900_00n, 'in', new Date('2026-06-28T23:59:00+07:00'));
    await move(id, 'deposit', 400_00n, 'in', new Date('2026-06-29T00:01:00+07:00'));
    // Monday: the day and the week have 400 used (600 and 800 left), the month 1,300 (500 left).
    const monday = new Date('2026-06-29T12:00:00+07:00');
    expect(await canDeposit(db(), id, 500_00n, monday)).toEqual({ ok: true });
    expect(await canDeposit(db(), id, 500_01n, monday)).toEqual({
      ok: false,
      key: 'RG_DEPOSIT_LIMIT',
      message: rgMessages.depositLimit('month', 1800, 500),
    });
    // 700 passes the day (600 left) and the month (500 left): the month has less room, so it is named.
    expect(await canDeposit(db(), id, 700_00n, monday)).toMatchObject({
      message: rgMessages.depositLimit('month', 1800, 500),
    });
    // On 1 July the day and the month start again; the week still holds Monday's 400 (800 left).
    const july = new Date('2026-07-01T00:30:00+07:00');
    expect(await canDeposit(db(), id, 800_00n, july)).toEqual({ ok: true });
    // 1,000.01 passes the day (1,000 left) and the week (800 left): the week is named.
    expect(await canDeposit(db(), id, 1000_01n, july)).toMatchObject({
      message: rgMessages.depositLimit('week', 1200, 800),
    });
  });

  it('refuses deposits and stakes during a cool-off, naming its end, and allows them after', async () => {
    const id = await newMember();
    const now = new Date();
    const snapshot = await settle(id, { cool_off: '24h' }, now);
    const until = snapshot.coolOffUntil;
    if (!until) throw new Error('cool-off not set');
    const refused = { ok: false, key: 'RG_COOLING_OFF', message: rgMessages.coolingOff(until) };
    expect(await canDeposit(db(), id, 100n, now)).toEqual(refused);
    expect(await canStake(db(), id, 100n, now)).toEqual(refused);
    expect(refused.message).toContain('พักการเล่น');
    const later = new Date(now.getTime() + DAY + 1);
    expect(await canDeposit(db(), id, 100n, later)).toEqual({ ok: true });
  });

  it('refuses during a self-exclusion', async () => {
    const id = await newMember();
    await settle(id, { self_exclusion_months: 6 });
    const decision = await canStake(db(), id, 100n, new Date());
    expect(decision).toMatchObject({ ok: false, key: 'RG_SELF_EXCLUDED' });
  });

  it('uses a raised limit only once its 24 hours have passed', async () => {
    const id = await newMember();
    const now = new Date();
    await settle(id, { deposit_limits: { day: 100 } }, now);
    await settle(id, { deposit_limits: { day: 1000 } }, now);
    expect((await canDeposit(db(), id, 500_00n, now)).ok).toBe(false);
    expect((await canDeposit(db(), id, 500_00n, new Date(now.getTime() + DAY))).ok).toBe(true);
  });
});
