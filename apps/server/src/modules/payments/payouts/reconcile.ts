import type { Db } from '#db/client.ts';
import { startOfBangkokDate } from '#shared/bangkok-time.ts';
import { payoutIdOf, withdrawalIdOf } from './adapter.ts';
import type { PayoutAdapter } from './adapter.ts';
import { paidThrough, withdrawalsByIds } from './reconcile-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One difference between the gateway's report and our paid withdrawals:
 * - `missing_at_gateway`: paid here, absent from the gateway's report of the day;
 * - `not_paid_here`: the gateway paid it, and our withdrawal is not paid (its state is named) or unknown;
 * - `amount_differs`: both paid, for different amounts.
 */
export type PayoutDifference = {
  kind: 'missing_at_gateway' | 'not_paid_here' | 'amount_differs';
  payoutId: string;
  withdrawalId: number | null;
  oursSatang: bigint | null;
  gatewaySatang: bigint | null;
  /** Our withdrawal's state, when we have one. */
  status: string | null;
};

export type PayoutReconciliation = {
  day: string;
  gateway: string;
  ours: { count: number; totalSatang: bigint };
  theirs: { count: number; totalSatang: bigint };
  differences: PayoutDifference[];
};

const total = (xs: { amountSatang: bigint }[]) => xs.reduce((s, x) => s + x.amountSatang, 0n);

/**
 * The daily payout reconciliation (docs/PAYMENTS.md#payouts): the gateway's report of the payouts it paid
 * on a Bangkok day against our withdrawals paid through it that day, every difference listed.
 */
export async function reconcilePayouts(
  db: Db,
  adapter: PayoutAdapter,
  agentId: number,
  day: string,
): Promise<PayoutReconciliation> {
  const from = startOfBangkokDate(day);
  const to = new Date(from.getTime() + DAY_MS);
  const [ours, theirs] = await Promise.all([
    paidThrough(db, agentId, adapter.name, from, to),
    adapter.report(from, to),
  ]);
  const oursById = new Map(ours.map((w) => [payoutIdOf(w.id), w]));
  const theirsById = new Map(theirs.map((p) => [p.payoutId, p]));
  const differences: PayoutDifference[] = [];
  for (const w of ours) {
    const payoutId = payoutIdOf(w.id);
    const line = theirsById.get(payoutId);
    const base = { payoutId, withdrawalId: w.id, oursSatang: w.amountSatang, status: w.status };
    if (!line) differences.push({ kind: 'missing_at_gateway', ...base, gatewaySatang: null });
    else if (line.amountSatang !== w.amountSatang) {
      differences.push({ kind: 'amount_differs', ...base, gatewaySatang: line.amountSatang });
    }
  }
  // The gateway's lines we hold no paid withdrawal for, by payout id (its report's order is its own).
  const elsewhere = theirs
    .filter((p) => !oursById.has(p.payoutId))
    .sort((a, b) => a.payoutId.localeCompare(b.payoutId, 'en', { numeric: true }));
  const ids = elsewhere.map((p) => withdrawalIdOf(p.payoutId)).filter((id): id is number => id !== null);
  const known = new Map((await withdrawalsByIds(db, ids)).map((w) => [w.id, w]));
  for (const p of elsewhere) {
    const id = withdrawalIdOf(p.payoutId);
    const w = id === null ? undefined : known.get(id);
    differences.push({
      kind: 'not_paid_here',
      payoutId: p.payoutId,
      withdrawalId: w?.id ?? null,
      oursSatang: w?.amountSatang ?? null,
      gatewaySatang: p.amountSatang,
      status: w?.status ?? null,
    });
  }
  return {
    day,
    gateway: adapter.name,
    ours: { count: ours.length, totalSatang: total(ours) },
    theirs: { count: theirs.length, totalSatang: total(theirs) },
    differences,
  };
}
