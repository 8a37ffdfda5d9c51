import { YEEKEE_SHOT_MIN_INTERVAL_SECONDS, yeekeeMessages } from '@ug99/contract';
import type { YeekeeShot, yeekeeFullList, yeekeeList } from '@ug99/contract';
import type { z } from 'zod';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { SessionMember } from '#members';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import { takesBets } from '../rounds/taking-bets.ts';
import type { YeekeeFeed } from './feed.ts';
import { addShot, claimShotSlot, findYeekeeRound, hasPendingBill, roundTally } from './queries.ts';
import type { ShotRow, YeekeeRoundRow } from './queries.ts';
import { yeekeeResult } from './result.ts';
import { latestShots, shotsAfter } from './shots.ts';
import { metrics } from '#shared/metrics/domain.ts';

export type YeekeeService = ReturnType<typeof createYeekeeService>;
type YeekeeList = z.infer<typeof yeekeeList>;
type YeekeeFullList = z.infer<typeof yeekeeFullList>;

export type YeekeeDeps = {
  db: Db;
  clock: Clock;
  agentCode: string;
  feed: YeekeeFeed;
  /** YEEKEE_SHOOT_NEEDS_BILL (docs/YEEKEE.md#shooting). */
  needsPendingBill: boolean;
};

/** The latest shots /list answers. */
export const LATEST_SHOTS = 50;
const INTERVAL_MS = YEEKEE_SHOT_MIN_INTERVAL_SECONDS * 1000;

/** Shooters are shown as 08x-xxx-5678: enough for a member to find their own shot, not to call anyone. */
export const maskShooter = (phone: string) => `${phone.slice(0, 2)}x-xxx-${phone.slice(-4)}`;

export const shotDto = (s: Pick<ShotRow, 'seq' | 'number' | 'phone' | 'createdAt'>): YeekeeShot => ({
  seq: s.seq,
  number: s.number,
  member: maskShooter(s.phone),
  at: s.createdAt.toISOString(),
});

/** A round whose close has been written: its shot list no longer changes (see findYeekeeRound). */
export const isFinal = (status: string) => status !== 'scheduled' && status !== 'open';

/**
 * Yeekee shooting and the shot lists (docs/YEEKEE.md#shooting): a shot is numbered by the round's
 * tally lock in the order the server receives it, never by a client's time.
 */
export function createYeekeeService(deps: YeekeeDeps) {
  const { db, clock, feed } = deps;

  /** The yeekee round of this agent, for the public calls (no lock). */
  async function yeekeeRound(roundId: number): Promise<YeekeeRoundRow> {
    const agent = await requireAgent(db, deps.agentCode);
    const round = await findYeekeeRound(db, roundId, agent.id);
    if (!round) throw new AppError('LOTTO_ROUND_NOT_FOUND');
    if (round.categoryCode !== 'yeekee') throw new AppError('YEEKEE_NOT_YEEKEE');
    return round;
  }

  async function shootInTransaction(member: SessionMember, roundId: number, number: string) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const round = await findYeekeeRound(tx, roundId, member.agentId, true);
      if (!round) throw new AppError('LOTTO_ROUND_NOT_FOUND');
      if (round.categoryCode !== 'yeekee') throw new AppError('YEEKEE_NOT_YEEKEE');
      // A late close job does not stretch the round past close_at, nor does a late open job delay it.
      if (!takesBets(round, now)) {
        throw new AppError('YEEKEE_ROUND_CLOSED');
      }
      // A shot stakes nothing, so loss limits do not apply; a member who chose a break may not play.
      const exclusion = activeExclusion(await readResponsibleGaming(tx, member.id, now));
      if (exclusion) throw new AppError(exclusion.key, exclusion.message);
      if (deps.needsPendingBill && !(await hasPendingBill(tx, round.id, member.id))) {
        throw new AppError('YEEKEE_BILL_REQUIRED');
      }
      // One shot per member every 5 s across instances; claimed in this transaction, so a refused shot
      // (any refusal above or below) does not use the member's slot.
      const last = await claimShotSlot(tx, member.id, now, INTERVAL_MS);
      if (last) {
        const seconds = Math.max(1, Math.ceil((last.getTime() + INTERVAL_MS - now.getTime()) / 1000));
        throw new AppError('YEEKEE_SHOOT_TOO_SOON', yeekeeMessages.wait(seconds));
      }
      // Last, so the round's hot lock is held for one statement and the commit only.
      const { seq, sum } = await addShot(tx, { roundId: round.id, memberId: member.id, number, at: now });
      return { shot: shotDto({ seq, number, phone: member.phone, createdAt: now }), sum };
    });
  }

  return {
    async shoot(member: SessionMember, req: { round_id: number; number: string }): Promise<YeekeeShot> {
      const { shot, sum } = await shootInTransaction(member, req.round_id, req.number);
      metrics.yeekeeShotAccepted();
      // After commit: a stream never shows a shot that could still roll back. A lost publish is
      // repaired by the streams' gap fill from the database (stream.ts).
      await feed
        .publish(req.round_id, { type: 'shot', shot, sum: Number(sum), count: shot.seq })
        .catch(() => {});
      return shot;
    },

    /** Public: the latest 50 shots newest first, the running sum and count. */
    async list(roundId: number): Promise<YeekeeList> {
      const round = await yeekeeRound(roundId);
      const [tally, shots] = await Promise.all([
        roundTally(db, round.id),
        latestShots(db, round.id, LATEST_SHOTS),
      ]);
      return {
        round_id: round.id,
        status: round.status as YeekeeList['status'],
        close_at: round.closeAt.toISOString(),
        shots: shots.map(shotDto),
        sum: Number(tally.sum),
        count: tally.count,
      };
    },

    /**
     * Public once the round is closed: every shot in order and the result computed from them, so anyone
     * can recompute it. Before that it is refused (YEEKEE_LIST_NOT_FINAL): a list that still grows
     * proves nothing; /list and the feed show the latest shots meanwhile.
     */
    async fullList(roundId: number): Promise<YeekeeFullList> {
      const round = await yeekeeRound(roundId);
      if (!isFinal(round.status)) throw new AppError('YEEKEE_LIST_NOT_FINAL');
      const shots = await shotsAfter(db, round.id, 0);
      // A voided round has no result, whatever its shots would give: the contract's `result` is null then,
      // so a checker compares the list with what the round actually did (docs/YEEKEE.md).
      const result = round.status === 'voided' ? null : yeekeeResult(shots.map((s) => s.number));
      return {
        round_id: round.id,
        status: round.status as YeekeeFullList['status'],
        close_at: round.closeAt.toISOString(),
        shots: shots.map(shotDto),
        sum: Number(shots.at(-1)?.runningSum ?? 0n),
        count: shots.length,
        result: result && {
          number: result.number,
          subtracted_seq: result.subtractedSeq,
          subtracted_number: result.subtractedNumber,
          top3: result.top3,
          bottom2: result.bottom2,
        },
      };
    },

    /** The round the stream follows (refusals answer as JSON before any event is sent). */
    streamRound: yeekeeRound,
  };
}
