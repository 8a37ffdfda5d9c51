import type { WheelSegment } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { Card } from '@/shared/ui/card.tsx';

/**
 * Each prize with its chance, from the weights the member's next spin draws with: those of their seed
 * commitment once loaded (`committed`, by segment id), which an operator's later change does not touch
 * (docs/rules/wheel.md#commitments); the wheel's own weights before that.
 */
export function SegmentList({
  segments,
  committed,
}: {
  segments: readonly WheelSegment[];
  committed?: ReadonlyMap<number, number> | undefined;
}) {
  const weightOf = (s: WheelSegment) => (committed ? (committed.get(s.segment_id) ?? 0) : s.weight);
  const total = committed
    ? [...committed.values()].reduce((a, b) => a + b, 0)
    : segments.reduce((a, s) => a + s.weight, 0);
  return (
    <Card title={wheelTh.segmentsTitle}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {segments.map((s) => (
          <li key={s.segment_id} className="flex items-center gap-3 rounded-xl bg-ink-700 px-3 py-2">
            <img src={s.image} alt="" width={32} height={32} loading="lazy" className="size-8" />
            <span className="flex-1 text-base text-white">{s.label}</span>
            <span className="text-sm text-muted tabular-nums">
              {wheelTh.chance(((weightOf(s) * 100) / total).toFixed(2))}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
