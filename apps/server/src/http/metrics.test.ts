import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { transfer } from '#ledger';
import { enterResult } from '#lotto';
import { approveWithdrawal } from '#payments';
import { manualClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { testDatabases } from '#testing/databases.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import { openTestRound, roundStatus } from '#testing/lotto.ts';
import { asMember, registerMember } from '#testing/members.ts';
import { openIntent, paymentEventBody, paymentsConfig, postWebhook } from '#testing/payments.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

const TOKEN = 'metrics-test-operator-token-0123456789';

/** One scrape: every sample by its name and label set, exactly as Prometheus reads them. */
type Scrape = Map<string, number>;

function parse(text: string): Scrape {
  const samples: Scrape = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

describe.each(testDatabases())('GET /metrics on $kind', (target) => {
  const clock = manualClock(new Date());
  let t: TestApp;
  suiteTestApp(
    target,
    {
      clock,
      config: { ...paymentsConfig(), ...gamesConfig() },
      operatorToken: TOKEN,
    },
    (made) => (t = made),
  );

  async function scrape(): Promise<Scrape> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return parse(res.body);
  }
  /** How much each sample moved between two scrapes (absent before counts as 0). */
  const moved = (before: Scrape, after: Scrape, sample: string) =>
    (after.get(sample) ?? 0) - (before.get(sample) ?? 0);

  it('is never public: without the operator token it answers 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-operator-token-at-all' },
    });
    expect([none.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(none.body).not.toContain('ug99_');
  });

  it('counts a transfer when its transaction commits, never one that rolled back', async () => {
    const before = await scrape();
    const leg = (key: string) => ({
      key,
      from: { system: 'operator_adjustment' as const },
      to: { system: 'gateway_cash' as const },
      amount: 700n,
      reason: 'operator_adjustment' as const,
      memo: 'metrics test',
      createdBy: 'test',
      at: clock.now(),
    });
    const rolledBack = t.database.db.transaction(async (tx) => {
      await transfer(tx, leg(`metrics:${randomUUID()}`));
      throw new Error('the use case failed after its transfer');
    });
    await expect(rolledBack).rejects.toThrow('the use case failed');
    const sample = 'ug99_ledger_amount_satang_total{reason="operator_adjustment"}';
    expect(moved(before, await scrape(), sample)).toBe(0);
    await t.database.db.transaction((tx) => transfer(tx, leg(`metrics:${randomUUID()}`)));
    expect(moved(before, await scrape(), sample)).toBe(700);
  });

  it("counts the game provider's bets, wins and rollbacks by their amounts, and a replayed call not again", async () => {
    const player = await fundedMember(t, 1_000_00n);
    const call = providerClient(t, clock);
    const auth = await call('authenticate', { launch_token: await launchToken(t, player) });
    const session = auth.session_token as string;
    const id = (name: string) => `${player.memberId}-metrics-${name}`;
    const bet = (name: string, satang: number) =>
      call('bet', {
        session_token: session,
        transaction_id: id(name),
        round_id: id(`round-${name}`),
        game_id: 'slot-golden-reels',
        amount: satang,
      });
    const before = await scrape();
    expect((await bet('a', 5_000)).status).toBe('OK');
    expect((await bet('a', 5_000)).status).toBe('OK'); // the provider's retry: answered alike, not moved again
    const win = {
      session_token: session,
      transaction_id: id('win-a'),
      round_id: id('round-a'),
      game_id: 'slot-golden-reels',
      amount: 12_000,
      round_closed: true,
    };
    expect((await call('win', win)).status).toBe('OK');
    expect((await bet('b', 3_000)).status).toBe('OK');
    const rollback = {
      session_token: session,
      transaction_id: id('rollback-b'),
      round_id: id('round-b'),
      bet_transaction_id: id('b'),
    };
    expect((await call('rollback', rollback)).status).toBe('OK');
    expect((await call('rollback', rollback)).status).toBe('OK');
    const after = await scrape();
    const counted = (reason: string) => [
      moved(before, after, `ug99_ledger_transfers_total{reason="${reason}"}`),
      moved(before, after, `ug99_ledger_amount_satang_total{reason="${reason}"}`),
    ];
    expect(counted('game_bet')).toEqual([2, 8_000]);
    expect(counted('game_win')).toEqual([1, 12_000]);
    expect(counted('game_rollback')).toEqual([1, 3_000]);
  });

  it('counts a deposit, a bill, its settlement and a withdrawal by exactly their amounts', async () => {
    const m = await registerMember(t);
    const start = await scrape();

    // A deposit of 500 baht, credited by the gateway; the same event again moves nothing.
    const qr = await openIntent(t, m.token, 500);
    const event = paymentEventBody(`evt_metrics_${randomUUID()}`, qr.reference, 50_000n, clock.now());
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook(t, event, { timestamp });
      expect(res.json()).toMatchObject({ error: 0 });
    }
    const deposited = await scrape();
    expect(moved(start, deposited, 'ug99_deposits_credited_total')).toBe(1);
    expect(moved(start, deposited, 'ug99_deposits_credited_satang_total')).toBe(50_000);
    expect(moved(start, deposited, 'ug99_ledger_transfers_total{reason="deposit"}')).toBe(1);
    expect(moved(start, deposited, 'ug99_ledger_amount_satang_total{reason="deposit"}')).toBe(50_000);
    expect(moved(start, deposited, 'ug99_deposits_flagged_total')).toBe(0);

    // A bill of 10 baht on 2top 12 (rate 90), placed twice with the same request id: one bill.
    const { roundId } = await openTestRound(t.database.db, { now: clock.now(), closeInMs: 120_000 });
    const bill = { round_id: roundId, agent_id: 1, request_id: randomUUID() };
    const lines = [{ type: '2top', number: '12', amount: 10 }];
    for (let i = 0; i < 2; i++) {
      const res = await asMember(t, m.token).post('/api/lotto/bill/create', { ...bill, lines });
      expect(res.json()).toMatchObject({ error: 0 });
    }
    const billed = await scrape();
    expect(moved(deposited, billed, 'ug99_lotto_bills_created_total')).toBe(1);
    expect(moved(deposited, billed, 'ug99_lotto_bills_stake_satang_total')).toBe(1_000);
    expect(moved(deposited, billed, 'ug99_ledger_transfers_total{reason="lotto_bet"}')).toBe(1);
    expect(moved(deposited, billed, 'ug99_ledger_amount_satang_total{reason="lotto_bet"}')).toBe(1_000);

    // The result makes 2top 12 win 10 × 90 = 900 baht.
    clock.advance(180_000);
    await roundStatus(t.database.db, roundId, 'closed');
    const outcome = await enterResult(
      t.database.db,
      { roundId, result: { top3: '512', bottom2: '99' }, operator: 'test' },
      { clock },
    );
    expect(outcome).toMatchObject({ ok: true, settlement: { status: 'settled' } });
    const settled = await scrape();
    expect(moved(billed, settled, 'ug99_lotto_bills_settled_total')).toBe(1);
    expect(moved(billed, settled, 'ug99_lotto_settlement_duration_seconds_count')).toBe(1);
    expect(moved(billed, settled, 'ug99_ledger_transfers_total{reason="lotto_win"}')).toBe(1);
    expect(moved(billed, settled, 'ug99_ledger_amount_satang_total{reason="lotto_win"}')).toBe(90_000);

    // A withdrawal of 200 baht: requested (pending, also when the request is repeated), then paid.
    const request = { request_id: randomUUID(), amount: 200, bank: 'main' };
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = (await asMember(t, m.token).post('/api/member/withdraw', request)).json();
      expect(res).toMatchObject({ error: 0 });
      ids.push(res.data.id);
    }
    expect(ids[1]).toBe(ids[0]);
    const requested = await scrape();
    expect(moved(settled, requested, 'ug99_withdrawals_total{status="pending"}')).toBe(1);
    expect(moved(settled, requested, 'ug99_withdrawals_satang_total{status="pending"}')).toBe(20_000);
    expect(requested.get('ug99_withdrawals_pending')).toBe(1);
    expect(requested.get('ug99_withdrawal_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 2; i++) {
      expect(await approveWithdrawal(t.database.db, ids[0]!, 'nok', clock.now())).toMatchObject({ ok: true });
    }
    const paid = await scrape();
    expect(moved(requested, paid, 'ug99_withdrawals_total{status="paid"}')).toBe(1);
    expect(moved(requested, paid, 'ug99_withdrawals_satang_total{status="paid"}')).toBe(20_000);
    expect(paid.get('ug99_withdrawals_pending')).toBe(0);
    expect(paid.get('ug99_withdrawal_oldest_pending_seconds')).toBe(0);

    // Requests by their route template, never by the ids in them.
    expect(
      moved(
        start,
        paid,
        'ug99_http_requests_total{route="/api/lotto/bill/create",method="POST",status_class="2xx"}',
      ),
    ).toBe(2);
  });
});
