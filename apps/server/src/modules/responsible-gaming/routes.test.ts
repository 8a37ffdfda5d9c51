import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rgMessages } from '@ug99/contract';
import { testDatabases } from '#testing/databases.ts';
import { manualClock } from '#shared/clock.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { freshToken } from '#testing/affiliate.ts';
import { asMember, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';

const HOUR = 3_600_000;
const NONE = { current: null, pending: null };

describe.each(testDatabases())('responsible-gaming settings on $kind', (target) => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(() => t.close());

  const url = '/api/member/responsible_gaming';
  const read = async (m: Registered) => (await asMember(t, m.token).get(url)).json();
  const save = async (m: Registered, body: object) => (await asMember(t, m.token).post(url, body)).json();
  /** Each test logs in fresh: the clock jumps by days, beyond a session's 12 hours. */
  const fresh = async (m: Registered) => ({ ...m, token: await freshToken(t, m) });

  it('starts with no limits, a 60-minute reality check and no cool-off', async () => {
    const m = await registerMember(t);
    expect((await read(m)).data).toEqual({
      deposit_limits: { day: NONE, week: NONE, month: NONE },
      loss_limits: { day: NONE, week: NONE, month: NONE },
      reality_check_minutes: 60,
      cool_off_until: null,
      self_excluded_until: null,
    });
  });

  it('applies a new limit and a decrease at once', async () => {
    const m = await registerMember(t);
    expect((await save(m, { deposit_limits: { day: 1000 } })).data.deposit_limits.day).toEqual({
      current: 1000,
      pending: null,
    });
    expect((await save(m, { deposit_limits: { day: 500.5 } })).data.deposit_limits.day).toEqual({
      current: 500.5,
      pending: null,
    });
    expect((await read(m)).data.deposit_limits.day).toEqual({ current: 500.5, pending: null });
  });

  it('applies an increase only after 24 hours, showing it as pending until then', async () => {
    let m = await registerMember(t);
    await save(m, { loss_limits: { week: 2000 } });
    const effectiveAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const raised = (await save(m, { loss_limits: { week: 5000 } })).data.loss_limits.week;
    expect(raised).toEqual({ current: 2000, pending: { value: 5000, effective_at: effectiveAt } });
    clock.advance(23 * HOUR);
    m = await fresh(m);
    expect((await read(m)).data.loss_limits.week.current).toBe(2000);
    // Saving the same pending value again does not restart the wait.
    expect((await save(m, { loss_limits: { week: 5000 } })).data.loss_limits.week.pending.effective_at).toBe(
      effectiveAt,
    );
    clock.advance(HOUR);
    m = await fresh(m);
    expect((await read(m)).data.loss_limits.week).toEqual({ current: 5000, pending: null });
  });

  it('removes a limit only after 24 hours, and a decrease cancels a pending increase', async () => {
    let m = await registerMember(t);
    await save(m, { deposit_limits: { month: 10_000 } });
    expect((await save(m, { deposit_limits: { month: null } })).data.deposit_limits.month).toEqual({
      current: 10_000,
      pending: { value: null, effective_at: new Date(clock.now().getTime() + 24 * HOUR).toISOString() },
    });
    expect((await save(m, { deposit_limits: { month: 8000 } })).data.deposit_limits.month).toEqual({
      current: 8000,
      pending: null,
    });
    await save(m, { deposit_limits: { month: null } });
    clock.advance(25 * HOUR);
    m = await fresh(m);
    expect((await read(m)).data.deposit_limits.month).toEqual(NONE);
  });

  it('changes the reality-check interval at once and leaves other settings alone', async () => {
    const m = await registerMember(t);
    await save(m, { deposit_limits: { week: 300 } });
    const data = (await save(m, { reality_check_minutes: 30 })).data;
    expect(data.reality_check_minutes).toBe(30);
    expect(data.deposit_limits.week.current).toBe(300);
  });

  it('starts a cool-off that can be extended but never shortened, and login still works during it', async () => {
    let m = await registerMember(t);
    const until = new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString();
    expect((await save(m, { cool_off: '7d' })).data.cool_off_until).toBe(until);
    expect(await save(m, { cool_off: '24h', deposit_limits: { day: 100 } })).toEqual({
      error: 4006,
      data: null,
      message: rgMessages.cannotShorten(until),
    });
    // The refused request changed nothing, including the limit it carried.
    expect((await read(m)).data.deposit_limits.day).toEqual(NONE);
    clock.advance(24 * HOUR);
    m = await fresh(m);
    expect(m.token).toBeTruthy();
    expect(
      (await asMember(t, m.token).get('/api/get_user_info')).json().data.responsible_gaming.cool_off_until,
    ).toBe(until);
    const extended = (await save(m, { cool_off: '30d' })).data.cool_off_until;
    expect(extended).toBe(new Date(clock.now().getTime() + 30 * 24 * HOUR).toISOString());
  });

  it('self-excludes for 6 months or more, which a later shorter request cannot undo', async () => {
    const m = await registerMember(t);
    const year = (await save(m, { self_exclusion_months: 12 })).data.self_excluded_until;
    expect(new Date(year).getTime() - clock.now().getTime()).toBeGreaterThan(360 * 24 * HOUR);
    expect((await save(m, { self_exclusion_months: 6 })).error).toBe(4006);
    expect((await save(m, { cool_off: '30d' })).error).toBe(4006);
    expect((await read(m)).data.self_excluded_until).toBe(year);
  });
});
