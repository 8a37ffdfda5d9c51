import { satangToBaht, wheelExpectedValue, wheelPrizeKind } from '@ug99/contract';
import type { BoWheel, BoWheelSegment } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { allSegmentsOf } from './manage.ts';
import type { SegmentRow, WheelRow } from './manage.ts';

function segmentView(s: SegmentRow): BoWheelSegment {
  const kind = wheelPrizeKind.parse(s.prizeKind);
  return {
    id: s.id,
    position: s.position,
    label: s.label,
    image: s.image,
    prize_kind: kind,
    prize_amount: kind === 'credit' ? satangToBaht(s.prizeAmount) : Number(s.prizeAmount),
    weight: s.weight,
    enabled: s.enabled,
  };
}

/** A wheel as the back office shows it, with the expected prize per spin from its weights. */
export async function wheelViewOf(conn: Db, wheel: WheelRow): Promise<BoWheel> {
  const segments = (await allSegmentsOf(conn, wheel.id)).map(segmentView);
  return {
    id: wheel.id,
    tab: wheel.tab,
    name: wheel.name,
    spin_cost_points: wheel.spinCostPoints,
    segments,
    expected: wheelExpectedValue(segments),
  };
}
