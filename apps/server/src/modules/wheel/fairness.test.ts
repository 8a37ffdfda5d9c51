import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkWheelSpin } from '@ug99/contract';
import type { WheelCommitmentView, WheelFairness, WheelHistory } from '@ug99/contract';
import { operatorAuditLog, wheelCommitments, wheelSpins } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { suiteTestApp } from '#testing/suite-app.ts';
import { asMember, memberIdOf, registerMember } from '#testing/members.ts';
import type { Registered } from '#testing/members.ts';
import { runOperatorCommand } from '#testing/operator-commands.ts';
import { backofficeWheel, segmentsForm } from '#testing/wheel-segments.ts';
import wheelVerify from '#operator/commands/wheel-verify.ts';
import { grantSpins } from './grants.ts';

// The wheel's seed commitments (docs/rules/wheel.md#commitments, #checking-a-spin): the fairness and
// history calls, rotation after N spins and on request, weights that change only for a new commitment,
// and wheel:verify agreeing with honest records and refusing a tampered one.

const SPINS_PER_SEED = 3;

describe.each(testDatabases())('the wheel commitments on $kind', (target) => {
  const clock = manualClock(new Date('2026-11-25T05:00:00Z'));
  let t: TestApp;
  const { db } = suiteTestApp(
    target,
    { clock, config: { wheelSpinsPerSeed: SPINS_PER_SEED } },
    (app) => (t = app),
  );
  const fairness = async (m: Registered) => {
    const body = (await asMember(t, m.token).get('/api/wheel/fairness')).json();
    expect(body.error).toBe(0);
    return body.data as WheelFairness;
  };
  const history = async (m: Registered) => {
    const body = (await asMember(t, m.token).get('/api/wheel/history')).json();
    expect(body.error).toBe(0);
    return body.data as WheelHistory;
  };
  const spin = async (m: Registered, body: Record<string, unknown> = {}) => {
    const res = (
      await asMember(t, m.token).post('/api/wheel/spin', { request_id: randomUUID(), ...body })
    ).json();
    expect(res.error, res.message).toBe(0);
    return res.data as { spin_id: number; segment_id: number };
  };
  const rotate = (m: Registered, body: Record<string, unknown> = {}) =>
    asMember(t, m.token).post('/api/wheel/fairness/rotate', body);
  const withSpins = async (spins: number) => {
    const m = await registerMember(t);
    const memberId = await memberIdOf(db(), m);
    await grantSpins(db(), { memberId, spins, source: 'quest', sourceRef: `fair-${memberId}` });
    return { m, memberId };
  };
  const verify = async (argv: string[]) => {
    const { code, out, err } = await runOperatorCommand(t, wheelVerify, argv);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  /** The page's check of every spin in the member's history. */
  const checkAll = async (h: WheelHistory) => {
    const byId = new Map(h.commitments.map((c) => [c.commitment_id, c]));
    return Promise.all(h.spins.map((s) => checkWheelSpin(s, byId.get(s.commitment_id ?? -1))));
  };

  it('answers the current commitment before any spin: its hash, no client seed yet, nonce 0, the weights', async () => {
    const m = await registerMember(t);
    const first = await fairness(m);
    expect(first.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toMatchObject({ client_seed: null, nonce: 0, spins_per_seed: SPINS_PER_SEED });
    expect(await fairness(m)).toEqual(first);
    const config = (await asMember(t, m.token).get('/api/wheel/config')).json().data;
    const tab1 = first.wheels.find((w) => w.tab === 1)!;
    expect(tab1.segments.map((s) => [s.segment_id, s.weight])).toEqual(
      config.segments.map((s: { segment_id: number; weight: number }) => [s.segment_id, s.weight]),
    );
    expect(first.wheels.map((w) => w.tab).sort()).toEqual([1, 2]);
    expect((await t.app.inject({ method: 'GET', url: '/api/wheel/fairness' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/wheel/history' })).statusCode).toBe(401);
  });

  it('draws each spin from (server seed, client seed, nonce) and reveals the seed after N spins', async () => {
    const { m } = await withSpins(5);
    const before = await fairness(m);
    const spins = [];
    for (let i = 0; i < SPINS_PER_SEED; i++) spins.push(await spin(m, { client_seed: 'my-lucky-seed' }));
    const after = await fairness(m);
    // Rotated after the 3rd spin: a new hash, nonce 0, the same client seed carried on.
    expect(after.commitment_id).not.toBe(before.commitment_id);
    expect(after).toMatchObject({ nonce: 0, client_seed: 'my-lucky-seed' });

    const h = await history(m);
    expect(h.spins.map((s) => [s.spin_id, s.commitment_id, s.nonce])).toEqual(
      spins.map((s, i) => [s.spin_id, before.commitment_id, i]).reverse(),
    );
    const revealed = h.commitments.find((c) => c.commitment_id === before.commitment_id)!;
    expect(revealed.client_seed).toBe('my-lucky-seed');
    expect(revealed.revealed_at).not.toBeNull();
    expect(createHash('sha256').update(Buffer.from(revealed.server_seed!, 'hex')).digest('hex')).toBe(
      before.server_seed_hash,
    );
    expect((await checkAll(h)).map((c) => c.state)).toEqual(['agree', 'agree', 'agree']);

    // The next spin uses the new commitment, whose seed stays secret.
    const next = await spin(m, { client_seed: 'ignored-once-set' });
    const h2 = await history(m);
    expect(h2.spins[0]).toMatchObject({
      spin_id: next.spin_id,
      commitment_id: after.commitment_id,
      nonce: 0,
    });
    const current = h2.commitments.find((c) => c.commitment_id === after.commitment_id)!;
    expect(current).toMatchObject({ server_seed: null, client_seed: 'my-lucky-seed', revealed_at: null });
    expect((await checkAll(h2))[0]!.state).toBe('unrevealed');
  });

  it('takes the spin request id as client seed when the browser sent none, and answers a retry once', async () => {
    const { m, memberId } = await withSpins(2);
    const requestId = randomUUID();
    const first = await spin(m, { request_id: requestId });
    const again = await spin(m, { request_id: requestId });
    expect(again.spin_id).toBe(first.spin_id);
    const f = await fairness(m);
    expect(f).toMatchObject({ client_seed: requestId, nonce: 1 });
    const rows = await db().select().from(wheelSpins).where(eq(wheelSpins.memberId, memberId));
    expect(rows).toHaveLength(1);
  });

  it('rotates on request: reveals the seed, takes a new client seed, refuses a bad one changing nothing', async () => {
    const { m } = await withSpins(1);
    await spin(m, { client_seed: 'first-seed' });
    const before = await fairness(m);
    for (const seed of ['มีช่องว่าง 1', 'a:b', '', 'x'.repeat(65)]) {
      const bad = (await rotate(m, { client_seed: seed })).json();
      expect(bad.error).toBe(9131);
      expect(bad.message).toContain('เมล็ดฝั่งผู้เล่น');
    }
    expect(
      (
        await asMember(t, m.token).post('/api/wheel/spin', { request_id: randomUUID(), client_seed: 'a b' })
      ).json().error,
    ).toBe(9131);
    expect(await fairness(m)).toEqual(before);

    const res = (await rotate(m, { client_seed: 'second-seed' })).json();
    expect(res.error).toBe(0);
    const revealed = res.data.revealed as WheelCommitmentView;
    expect(revealed).toMatchObject({ commitment_id: before.commitment_id, client_seed: 'first-seed' });
    expect(createHash('sha256').update(Buffer.from(revealed.server_seed!, 'hex')).digest('hex')).toBe(
      before.server_seed_hash,
    );
    expect(res.data.fairness).toMatchObject({ client_seed: 'second-seed', nonce: 0 });
    expect(await fairness(m)).toEqual(res.data.fairness);
    // Without a client seed the current one carries on.
    const kept = (await rotate(m)).json().data.fairness as WheelFairness;
    expect(kept.client_seed).toBe('second-seed');
    expect(kept.commitment_id).not.toBe(res.data.fairness.commitment_id);
    expect((await checkAll(await history(m))).map((c) => c.state)).toEqual(['agree']);
  });

  it('a weight change by the operator is audited and applies to new commitments only', async () => {
    const marketing = asOperator(
      t,
      (await operatorSession(t, 'marketing', 'ตลาด', { now: clock.now() })).cookie,
    );
    const { m } = await withSpins(2);
    const old = await fairness(m);
    const wheel = await backofficeWheel(marketing, 1);
    const segments = segmentsForm(wheel);
    // Only the first segment stays likely: weight 1,000,000 against the others' 1 each.
    const skewed = segments.map((s, i) => ({ ...s, weight: i === 0 ? 1_000_000 : 1 }));
    expect(
      (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments: skewed })).json()
        .error,
    ).toBe(0);
    const [audit] = await db()
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.action, 'wheel.segments'));
    expect(audit).toBeDefined();

    // The member's current commitment keeps the weights it was made with, and its spin is drawn on them.
    expect(await fairness(m)).toEqual(old);
    await spin(m, { client_seed: 'weights-test' });
    const rotated = (await rotate(m)).json().data;
    const h = await history(m);
    const revealed = h.commitments.find((c) => c.commitment_id === old.commitment_id)!;
    expect(revealed.wheels).toEqual(old.wheels);
    expect((await checkAll(h)).map((c) => c.state)).toEqual(['agree']);
    // The next commitment, and a new member's first, have the new weights.
    const newWeights = (f: WheelFairness) => f.wheels.find((w) => w.tab === 1)!.segments.map((s) => s.weight);
    expect(newWeights(rotated.fairness)).toEqual(skewed.filter((s) => s.enabled).map((s) => s.weight));
    expect(newWeights(await fairness(await registerMember(t)))).toEqual(newWeights(rotated.fairness));

    expect(
      (await marketing.post(`/api/backoffice/wheels/${wheel.id}/segments`, { segments })).json().error,
    ).toBe(0);
  });

  it('wheel:verify agrees with honest spins (exit 0) and finds a tampered one (exit 1)', async () => {
    const { m, memberId } = await withSpins(4);
    const spins: { spin_id: number; segment_id: number }[] = [];
    for (let i = 0; i < 4; i++) spins.push(await spin(m, { client_seed: 'verify-me' }));
    const ok = await verify(['--member', m.phone]);
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out.match(/^OK /gm)).toHaveLength(4);
    // The 4th spin's commitment is not revealed: checked with the stored seed, which is never printed.
    const secret = await db().select().from(wheelCommitments).where(eq(wheelCommitments.memberId, memberId));
    for (const c of secret.filter((row) => row.revealedAt === null))
      expect(ok.out).not.toContain(c.serverSeed);
    expect(ok.out).toContain('not revealed yet');

    const one = await verify(['--spin', String(spins[1]!.spin_id), '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out)).toMatchObject({ ok: true, agrees: true, spins: [{ state: 'agree' }] });

    // A record changed after the draw: the spin now names another segment than its seeds give.
    const fair = await fairness(m);
    const other = fair.wheels
      .find((w) => w.tab === 1)!
      .segments.find((s) => s.segment_id !== spins[1]!.segment_id)!;
    await db()
      .update(wheelSpins)
      .set({ segmentId: other.segment_id })
      .where(eq(wheelSpins.id, spins[1]!.spin_id));
    const tampered = await verify(['--spin', String(spins[1]!.spin_id)]);
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('FAIL');
    expect((await verify(['--member', m.phone])).code).toBe(1);
    const page = await checkAll(await history(m));
    expect(page.find((c) => c.spin_id === spins[1]!.spin_id)!.state).toBe('disagree');

    expect((await verify(['--member', m.phone, '--spin', '1'])).code).toBe(1);
    expect((await verify(['--member', '0999999999'])).err).toContain('no member');
  });
});
