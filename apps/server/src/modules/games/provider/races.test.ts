import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#testing/databases.ts';
import { ledgerTransfers } from '#db/schema/index.ts';
import { accountBalance } from '#ledger';
import { systemClock } from '#shared/clock.ts';
import type { TestApp } from '#testing/app.ts';
import { fundedMember, gamesConfig, launchToken, providerClient } from '#testing/games.ts';
import { suiteTestApp } from '#testing/suite-app.ts';

// Real concurrency needs several connections: PostgreSQL only (PGlite runs one statement at a time).
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.runIf(postgres)('protocol races on PostgreSQL', () => {
  let t: TestApp;
  let call: ReturnType<typeof providerClient>;

  suiteTestApp(postgres!, { config: gamesConfig() }, (made) => (t = made));
  beforeAll(async () => {
    call = providerClient(t, systemClock);
  });

  async function session(satang: bigint) {
    const player = await fundedMember(t, satang);
    const auth = await call('authenticate', { launch_token: await launchToken(t, player) });
    return { player, token: auth.session_token as string };
  }

  it('debits 50 parallel copies of one bet once, and answers every copy alike', async () => {
    const { player, token } = await session(100_00n);
    const body = {
      session_token: token,
      transaction_id: 'race-bet-1',
      round_id: 'race-r1',
      game_id: 'slot-golden-reels',
      amount: 7_00,
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('bet', body)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 'OK', balance: 93_00 })]),
    );
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 1 })).toBe(93_00n);
    const debits = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.idempotencyKey, 'game:demo:race-bet-1')));
    expect(debits).toHaveLength(1);
  });

  it('never lets parallel bets pass a daily loss limit together', async () => {
    const { player, token } = await session(1_000_00n);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/member/responsible_gaming',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { loss_limits: { day: 100 } },
    });
    expect(saved.json().error).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('bet', {
          session_token: token,
          transaction_id: `race-limit-${i}`,
          round_id: `race-limit-r${i}`,
          game_id: 'slot-golden-reels',
          amount: 60_00,
        }),
      ),
    );
    // 100 ฿ of room: one 60 ฿ stake fits, a second would make 120 ฿.
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'PLAYER_BLOCKED')).toHaveLength(9);
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 1 })).toBe(940_00n);
  });

  it('settles a bet racing its own rollback either way without losing or minting money', async () => {
    const { player, token } = await session(100_00n);
    const pairs = Array.from({ length: 20 }, (_, i) => {
      const round = `race-rb-r${i}`;
      return Promise.all([
        call('bet', {
          session_token: token,
          transaction_id: `race-rb-bet-${i}`,
          round_id: round,
          game_id: 'slot-golden-reels',
          amount: 1_00,
        }),
        call('rollback', {
          session_token: token,
          transaction_id: `race-rb-${i}`,
          round_id: round,
          bet_transaction_id: `race-rb-bet-${i}`,
        }),
      ]);
    });
    for (const [betAnswer, rollbackAnswer] of await Promise.all(pairs)) {
      // Either the bet came first and was refunded, or the rollback came first and barred the bet.
      if (betAnswer.status === 'OK') expect(rollbackAnswer.status).toBe('OK');
      else expect([betAnswer.status, rollbackAnswer.status]).toEqual(['ROUND_CLOSED', 'BET_NOT_FOUND']);
    }
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 1 })).toBe(100_00n);
  });

  it('settles a win racing the rollback of its round’s bet either way, never both', async () => {
    const { player, token } = await session(100_00n);
    const rounds = Array.from({ length: 20 }, (_, i) => `race-wr-r${i}`);
    for (const [i, round] of rounds.entries()) {
      const placed = await call('bet', {
        session_token: token,
        transaction_id: `race-wr-bet-${i}`,
        round_id: round,
        game_id: 'slot-golden-reels',
        amount: 1_00,
      });
      expect(placed.status).toBe('OK');
    }
    const pairs = await Promise.all(
      rounds.map((round, i) =>
        Promise.all([
          call('win', {
            session_token: token,
            transaction_id: `race-wr-win-${i}`,
            round_id: round,
            game_id: 'slot-golden-reels',
            amount: 3_00,
            round_closed: false,
          }),
          call('rollback', {
            session_token: token,
            transaction_id: `race-wr-rb-${i}`,
            round_id: round,
            bet_transaction_id: `race-wr-bet-${i}`,
          }),
        ]),
      ),
    );
    let expected = 80_00n;
    for (const [winAnswer, rollbackAnswer] of pairs) {
      // Either the win came first and the bet is settled, or the refund came first and there is no bet to win on.
      if (winAnswer.status === 'OK') {
        expect(rollbackAnswer.status).toBe('BET_SETTLED');
        expected += 3_00n;
      } else {
        expect([winAnswer.status, rollbackAnswer.status]).toEqual(['BET_NOT_FOUND', 'OK']);
        expected += 1_00n;
      }
    }
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 1 })).toBe(expected);
  });

  it('never overdraws a wallet with 50 parallel different bets', async () => {
    const { player, token } = await session(10_00n);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('bet', {
          session_token: token,
          transaction_id: `race-many-${i}`,
          round_id: `race-many-r${i}`,
          game_id: 'slot-golden-reels',
          amount: 1_00,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(40);
    expect(await accountBalance(t.database.db, { member: player.memberId, wallet: 1 })).toBe(0n);
  });
});
