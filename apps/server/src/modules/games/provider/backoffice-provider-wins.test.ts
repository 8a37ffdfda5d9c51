import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS } from '@ug99/contract';
import { operatorAuditLog } from '#db/schema/index.ts';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

// docs/BACKOFFICE.md#provider-win-queue: a win refused as above the game's maximum waits here; finance
// records what they found, once, audited; nothing moves.

describe.each(testDatabases())('the provider-win queue on $kind', (target) => {
  const clock = manualClock(new Date('2026-03-10T05:00:00Z'));
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;
  let n = 0;
  suiteTestApp(
    target,
    { clock, config: gamesConfig({ defaultMaxWinMultiplier: 100 }) },
    (made) => (t = made),
  );
  beforeAll(async () => {
    call = providerClient(t, clock);
  });

  /** A member bets 10 baht on the slot and the provider reports a win of `baht`. */
  async function refusedWin(baht: number) {
    const player = await fundedMember(t, 100_00n);
    const auth = await call('authenticate', {
      launch_token: await launchToken(t, player, 'slot-golden-reels'),
    });
    const token = auth.session_token as string;
    const round = `bo-round-${++n}`;
    const base = { session_token: token, round_id: round, game_id: 'slot-golden-reels' };
    expect((await call('bet', { ...base, transaction_id: `bo-bet-${n}`, amount: 10_00 })).status).toBe('OK');
    const answer = await call('win', {
      ...base,
      transaction_id: `bo-win-${n}`,
      amount: baht * 100,
      round_closed: true,
    });
    return { player, answer, round };
  }

  it('lists a refused win with its round, stakes and maximum, and records one decision with its audit row', async () => {
    const finance = asOperator(t, (await operatorSession(t, 'finance', 'นิด', { now: clock.now() })).cookie);
    const { player, answer, round } = await refusedWin(1_000_000);
    expect(answer.status).toBe('WIN_ABOVE_MAXIMUM');
    const page = (await finance.get('/api/backoffice/provider-wins')).json();
    const item = page.data.items.find((i: { round_id: string }) => i.round_id === round);
    expect(item).toMatchObject({
      provider_id: 'demo',
      game_id: 'slot-golden-reels',
      member_id: player.memberId,
      member_phone: player.phone,
      amount: 1_000_000,
      stakes: 10,
      paid: 0,
      max_multiplier: 100,
      allowed: 1_000,
      status: 'pending',
      decision: null,
    });

    const resolved = await finance.post(`/api/backoffice/provider-wins/${item.id}/resolve`, {
      decision: 'refused',
      note: 'ผู้ให้บริการยืนยันว่าเป็นข้อผิดพลาดของระบบเกม',
    });
    expect(resolved.json()).toMatchObject({
      error: 0,
      data: { item: { id: item.id, status: 'resolved', decision: 'refused', resolved_by: 'finance:นิด' } },
    });
    // Again: refused in Thai, naming who decided; nothing changes.
    const again = await finance.post(`/api/backoffice/provider-wins/${item.id}/resolve`, {
      decision: 'pay_by_adjustment',
      note: 'ลองอีกครั้ง',
    });
    expect(again.json().error).toBe(ERRORS.BO_PROVIDER_WIN_RESOLVED.code);
    expect(again.json().message).toContain('finance:นิด');

    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(
        and(eq(operatorAuditLog.targetType, 'provider_win'), eq(operatorAuditLog.targetId, String(item.id))),
      );
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'provider_win.resolve',
        operator: 'finance:นิด',
        ip: '127.0.0.1',
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'resolved', decision: 'refused' }),
      }),
    ]);
    const resolvedPage = (await finance.get('/api/backoffice/provider-wins?status=resolved')).json().data;
    expect(resolvedPage.items.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('decides once when two operators resolve together', async () => {
    const a = asOperator(t, (await operatorSession(t, 'finance', 'เอ', { now: clock.now() })).cookie);
    const b = asOperator(t, (await operatorSession(t, 'admin', 'บี', { now: clock.now() })).cookie);
    const { round } = await refusedWin(500_000);
    const page = (await a.get('/api/backoffice/provider-wins?page_size=100')).json().data;
    const id = page.items.find((i: { round_id: string }) => i.round_id === round).id as number;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).post(`/api/backoffice/provider-wins/${id}/resolve`, {
          decision: i % 2 ? 'refused' : 'pay_by_adjustment',
          note: `ตรวจแล้ว ${i}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.json().error);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRORS.BO_PROVIDER_WIN_RESOLVED.code)).toHaveLength(5);
    const audits = await t.database.db
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetType, 'provider_win'), eq(operatorAuditLog.targetId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses an unknown id and an empty note, and lets only finance and admins in', async () => {
    const finance = asOperator(
      t,
      (await operatorSession(t, 'finance', undefined, { now: clock.now() })).cookie,
    );
    const unknown = await finance.post('/api/backoffice/provider-wins/2000000000/resolve', {
      decision: 'refused',
      note: 'x',
    });
    expect(unknown.json().error).toBe(ERRORS.BO_PROVIDER_WIN_NOT_FOUND.code);
    const empty = await finance.post('/api/backoffice/provider-wins/1/resolve', {
      decision: 'refused',
      note: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const support = asOperator(
      t,
      (await operatorSession(t, 'support', undefined, { now: clock.now() })).cookie,
    );
    expect((await support.get('/api/backoffice/provider-wins')).statusCode).toBe(403);
  });
});
