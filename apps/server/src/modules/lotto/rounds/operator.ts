import type { LottoRoundStatus } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { findCategoryByCode, insertRounds, listRoundRows } from './queries.ts';
import type { RoundRow } from './queries.ts';
import { thaiDate } from './schedule.ts';
import { effectiveStatus } from './round-views.ts';

/** What the operator commands lotto:rounds and lotto:round:add need (they write the audit rows). */

export type RoundListing = {
  roundId: number;
  category: string;
  title: string;
  drawDate: string;
  openAt: Date;
  closeAt: Date;
  cancelUntil: Date;
  status: LottoRoundStatus;
  createdBy: string;
};

function listing(round: RoundRow, categoryCode: string, now: Date): RoundListing {
  return {
    roundId: round.id,
    category: categoryCode,
    title: round.title,
    drawDate: round.drawDate,
    openAt: round.openAt,
    closeAt: round.closeAt,
    cancelUntil: round.cancelUntil,
    status: effectiveStatus(round, now),
    createdBy: round.createdBy,
  };
}

/**
 * Rounds of the agent, by close: without a status the ones still to close (open and scheduled), with
 * one that status newest first. An unknown category code answers null.
 */
export async function listRounds(
  db: Db,
  opts: { agentId: number; now: Date; category?: string; status?: LottoRoundStatus; limit?: number },
): Promise<RoundListing[] | null> {
  let categoryId: number | undefined;
  if (opts.category !== undefined) {
    const category = await findCategoryByCode(db, opts.agentId, opts.category);
    if (!category) return null;
    categoryId = category.id;
  }
  const upcoming = opts.status === undefined;
  const rows = await listRoundRows(db, {
    agentId: opts.agentId,
    categoryId,
    statuses: opts.status === undefined ? ['open', 'scheduled'] : [opts.status],
    newestFirst: !upcoming,
    limit: opts.limit ?? 200,
  });
  return rows.map((r) => listing(r.round, r.category.code, opts.now));
}

export type AddRoundOutcome =
  | { ok: true; round: RoundListing }
  | { ok: false; reason: 'unknown_category' | 'close_in_past' | 'round_exists'; message: string };

/**
 * An extra round (a special draw): it opens at once and closes at `closeAt`; bills may be cancelled
 * until the category's usual cut-off before it. A category has at most one round closing at an instant,
 * so adding one where the schedule already has a round is refused.
 */
export async function addRound(
  db: Db,
  opts: { agentId: number; now: Date; category: string; closeAt: Date; title?: string; createdBy: string },
): Promise<AddRoundOutcome> {
  const category = await findCategoryByCode(db, opts.agentId, opts.category);
  if (!category)
    return { ok: false, reason: 'unknown_category', message: `no lotto category ${opts.category}` };
  if (opts.closeAt <= opts.now) {
    return { ok: false, reason: 'close_in_past', message: 'the close time must be in the future' };
  }
  const drawDate = bangkokDate(opts.closeAt);
  const cancelUntil = new Date(
    Math.max(opts.now.getTime(), opts.closeAt.getTime() - category.cancelBeforeSeconds * 1000),
  );
  const [round] = await insertRounds(db, [
    {
      categoryId: category.id,
      title: opts.title?.trim() || `${category.name} งวดพิเศษ ${thaiDate(drawDate)}`,
      drawDate,
      openAt: opts.now,
      closeAt: opts.closeAt,
      cancelUntil,
      createdBy: opts.createdBy,
    },
  ]);
  if (!round) {
    return {
      ok: false,
      reason: 'round_exists',
      message: `${category.code} already has a round closing at ${opts.closeAt.toISOString()}`,
    };
  }
  return { ok: true, round: listing(round, category.code, opts.now) };
}
