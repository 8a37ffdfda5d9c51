import type { WheelSegment } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { Card } from '@/shared/ui/card.tsx';

/** Each prize with its chance, from the weights the server draws with (docs/rules/wheel.md#the-draw). */
export function SegmentList({ segments }: { segments: readonly WheelSegment[] }) {
  const total = segments.reduce((s, x) => s + x.weight, 0);
  return (
    <Card title={wheelTh.segmentsTitle}>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {segments.map((s) => (
          <li key={s.segment_id} className="flex items-center gap-3 rounded-xl bg-ink-700 px-3 py-2">
            <img src={s.image} alt="" width={32} height={32} loading="lazy" className="size-8" />
            <span className="flex-1 text-base text-white">{s.label}</span>
            <span className="text-sm text-muted tabular-nums">
              {wheelTh.chance(((s.weight * 100) / total).toFixed(2))}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
