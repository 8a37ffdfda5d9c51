import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { expectedPerSpin } from './draw.ts';
import { segmentsOf } from './queries.ts';

/** Hundredths of a unit (satang for credit) as a decimal string with 2 places: 1234n → "12.34". */
const hundredths = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
/** Satang hundredths as baht with 4 places: 123456n → "12.3456". */
const bahtOfSatangHundredths = (v: bigint) => `${v / 10_000n}.${String(v % 10_000n).padStart(4, '0')}`;

export type WheelReportRow = {
  wheel_id: number;
  tab: number;
  name: string;
  spins: number;
  /** Per spin, from the weights: credit in baht, points and free spins. */
  expected: { credit_baht: string; points: string; spins: string };
  /** Per spin, over every spin drawn so far (pending prizes included: they were won). */
  observed: { credit_baht: string; points: string; spins: string };
  segments: { position: number; label: string; weight: number; expected_share: string; observed: number }[];
};

/**
 * `wheel:report` (docs/rules/wheel.md#report): each wheel's expected prize per spin from its weights and
 * the observed average over all spins so far, per kind, and each segment's share. Integer arithmetic only.
 */
export async function wheelReport(db: Db): Promise<WheelReportRow[]> {
  const wheels = rowsOf<{ id: number; tab: number; name: string }>(
    await db.execute(sql`select id, tab, name from wheels order by agent_id, tab`),
  );
  const out: WheelReportRow[] = [];
  for (const wheel of wheels) {
    const segments = await segmentsOf(db, wheel.id);
    const expected = expectedPerSpin(
      segments.map((s) => ({ weight: s.weight, kind: s.prizeKind, amount: s.prizeAmount })),
    );
    const totals = rowsOf<{ spins: string; credit: string; points: string; free: string }>(
      await db.execute(sql`
        select count(*)::text as spins,
          coalesce(sum(prize_amount) filter (where prize_kind = 'credit'), 0)::text as credit,
          coalesce(sum(prize_amount) filter (where prize_kind = 'points'), 0)::text as points,
          coalesce(sum(prize_amount) filter (where prize_kind = 'spins'), 0)::text as free
        from wheel_spins where wheel_id = ${wheel.id}`),
    )[0]!;
    const perSegment = new Map(
      rowsOf<{ segment_id: number; n: string }>(
        await db.execute(
          sql`select segment_id, count(*)::text as n from wheel_spins where wheel_id = ${wheel.id} group by segment_id`,
        ),
      ).map((r) => [Number(r.segment_id), Number(r.n)]),
    );
    const spins = BigInt(totals.spins);
    const avg = (sum: string) => (spins === 0n ? 0n : (BigInt(sum) * 100n) / spins);
    const totalWeight = segments.reduce((s, x) => s + x.weight, 0);
    out.push({
      wheel_id: wheel.id,
      tab: wheel.tab,
      name: wheel.name,
      spins: Number(spins),
      expected: {
        credit_baht: bahtOfSatangHundredths(expected.credit),
        points: hundredths(expected.points),
        spins: hundredths(expected.spins),
      },
      observed: {
        credit_baht: bahtOfSatangHundredths(avg(totals.credit)),
        points: hundredths(avg(totals.points)),
        spins: hundredths(avg(totals.free)),
      },
      segments: segments.map((s) => ({
        position: s.position,
        label: s.label,
        weight: s.weight,
        expected_share: hundredths((BigInt(s.weight) * 10_000n) / BigInt(totalWeight || 1)) + '%',
        observed: perSegment.get(s.id) ?? 0,
      })),
    });
  }
  return out;
}
