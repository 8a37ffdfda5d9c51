import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  lottoBillLines,
  lottoCapAlerts,
  lottoCategories,
  lottoNumberRules,
  lottoNumberStakes,
  lottoRates,
  lottoRounds,
} from '#db/schema/lotto.ts';
import { sameRoundNumber } from '../rounds/number-key-queries.ts';

export type CapAlertInsert = typeof lottoCapAlerts.$inferInsert;

/** Each threshold once: a second bill reaching one already recorded inserts nothing. */
export async function insertCapAlerts(db: Db, rows: CapAlertInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(lottoCapAlerts).values(rows).onConflictDoNothing();
}

/** The newest alert id, where a watcher starts. */
export async function newestCapAlertId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(lottoCapAlerts.id) }).from(lottoCapAlerts);
  return row?.id ?? 0;
}

/** Alerts above an id (a primary-key range), with whether their round is the agent's. */
export async function capAlertsAfter(db: Db, agentId: number, afterId: number) {
  const rows = await db
    .select({
      id: lottoCapAlerts.id,
      thresholdPercent: lottoCapAlerts.thresholdPercent,
      agentId: lottoCategories.agentId,
    })
    .from(lottoCapAlerts)
    .innerJoin(lottoRounds, eq(lottoRounds.id, lottoCapAlerts.roundId))
    .innerJoin(lottoCategories, eq(lottoCategories.id, lottoRounds.categoryId))
    .where(gt(lottoCapAlerts.id, afterId))
    .orderBy(asc(lottoCapAlerts.id))
    .limit(200);
  return rows.map((r) => ({ id: r.id, thresholdPercent: r.thresholdPercent, ours: r.agentId === agentId }));
}

const a = lottoCapAlerts;
const r = lottoRounds;

/** Alerts of the agent's rounds still taking bets (open or scheduled, not yet closed by the clock). */
const liveAlerts = (agentId: number, now: Date) =>
  and(eq(lottoCategories.agentId, agentId), inArray(r.status, ['scheduled', 'open']), gt(r.closeAt, now));

/**
 * A page of live alerts, newest first, each with the number as it stands now: staked across members,
 * the operator's rule (closed, own rate) and the category's rate, and the payout exposure: what the
 * number's pending lines would pay if it won (amount × each line's rate snapshot, exact: amounts are
 * whole baht).
 */
export async function pageCapAlerts(
  db: Db,
  agentId: number,
  now: Date,
  page: { limit: number; offset: number },
) {
  const where = liveAlerts(agentId, now);
  const [counted] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(r, eq(r.id, a.roundId))
    .innerJoin(lottoCategories, eq(lottoCategories.id, r.categoryId))
    .where(where);
  const l = lottoBillLines;
  const exposure = sql<string>`(
    select coalesce(sum(${l.amountSatang} * ${l.rateHundredths} / 100), 0)
    from ${l}
    where ${l.roundId} = ${a.roundId} and ${l.betType} = ${a.betType} and ${l.number} = ${a.number}
      and ${l.status} = 'pending'
  )`;
  const rows = await db
    .select({
      id: a.id,
      roundId: a.roundId,
      roundTitle: r.title,
      closeAt: r.closeAt,
      categoryCode: lottoCategories.code,
      categoryName: lottoCategories.name,
      betType: a.betType,
      number: a.number,
      thresholdPercent: a.thresholdPercent,
      capSatang: a.capSatang,
      stakedAtAlert: a.stakedSatang,
      createdAt: a.createdAt,
      stakedNow: lottoNumberStakes.stakedSatang,
      closed: lottoNumberRules.closed,
      ruleRateHundredths: lottoNumberRules.rateHundredths,
      ruleCapSatang: lottoNumberRules.capSatang,
      categoryRateHundredths: lottoRates.rateHundredths,
      categoryCapSatang: lottoRates.numberCapSatang,
      exposureSatang: exposure,
    })
    .from(a)
    .innerJoin(r, eq(r.id, a.roundId))
    .innerJoin(lottoCategories, eq(lottoCategories.id, r.categoryId))
    .leftJoin(lottoNumberStakes, sameRoundNumber(lottoNumberStakes, a))
    .leftJoin(lottoNumberRules, sameRoundNumber(lottoNumberRules, a))
    .leftJoin(
      lottoRates,
      and(eq(lottoRates.categoryId, lottoCategories.id), eq(lottoRates.betType, a.betType)),
    )
    .where(where)
    .orderBy(desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((row) => ({ ...row, exposureSatang: BigInt(row.exposureSatang) })),
  };
}
