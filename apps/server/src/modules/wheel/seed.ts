import { bahtToSatang } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { wheelSegments, wheels } from '#db/schema/wheel.ts';

type SeedSegment = {
  label: string;
  kind: 'credit' | 'points' | 'spins' | 'nothing';
  amount: number;
  weight: number;
};

const image = (kind: SeedSegment['kind']) => `/media/engagement/wheel-${kind}.svg`;
const credit = (baht: number, weight: number): SeedSegment => ({
  label: `เครดิตฟรี ${baht} บาท`,
  kind: 'credit',
  amount: baht,
  weight,
});
const points = (n: number, weight: number): SeedSegment => ({
  label: `${n} พอยท์`,
  kind: 'points',
  amount: n,
  weight,
});
const spins = (n: number, weight: number): SeedSegment => ({
  label: `หมุนฟรี ${n} ครั้ง`,
  kind: 'spins',
  amount: n,
  weight,
});
const nothing = (weight: number): SeedSegment => ({ label: 'เสียใจด้วย', kind: 'nothing', amount: 0, weight });

/**
 * The demo wheels (docs/ENGAGEMENT.md "Prize wheel"): tab 1, one free spin per credited deposit of
 * 500 ฿ or more; tab 2, 100 points a spin. Weights out of 100 so each reads as a percentage.
 */
export const DEMO_WHEELS = [
  {
    tab: 1,
    name: 'วงล้อนำโชค',
    spinCostPoints: 0,
    depositMin: 500,
    spinsPerDeposit: 1,
    segments: [
      credit(10, 20),
      points(50, 20),
      credit(20, 10),
      spins(1, 10),
      credit(50, 4),
      points(100, 10),
      credit(100, 1),
      nothing(25),
    ],
  },
  {
    tab: 2,
    name: 'วงล้อพอยท์',
    spinCostPoints: 100,
    depositMin: 0,
    spinsPerDeposit: 0,
    segments: [credit(5, 30), points(50, 25), credit(20, 10), points(200, 5), credit(100, 2), nothing(28)],
  },
] as const;

/** Adds the demo wheels an agent does not have yet; an existing wheel (maybe edited) is left alone. */
export async function ensureDemoWheels(db: Db, agentId: number): Promise<void> {
  for (const demo of DEMO_WHEELS) {
    await db.transaction(async (tx) => {
      const [wheel] = await tx
        .insert(wheels)
        .values({
          agentId,
          tab: demo.tab,
          name: demo.name,
          spinCostPoints: demo.spinCostPoints,
          depositMinSatang: bahtToSatang(demo.depositMin),
          spinsPerDeposit: demo.spinsPerDeposit,
        })
        .onConflictDoNothing({ target: [wheels.agentId, wheels.tab] })
        .returning({ id: wheels.id });
      if (!wheel) return;
      await tx.insert(wheelSegments).values(
        demo.segments.map((s, position) => ({
          wheelId: wheel.id,
          position,
          label: s.label,
          image: image(s.kind),
          prizeKind: s.kind,
          prizeAmount: s.kind === 'credit' ? bahtToSatang(s.amount) : BigInt(s.amount),
          weight: s.weight,
        })),
      );
    });
  }
}
