import { wheelTh } from '../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { useWheelBoard } from '../api/get-board.ts';

/** The latest prizes credited on both wheels, winners masked (docs/rules/wheel.md#board). */
export function WheelBoardCard() {
  const { data } = useWheelBoard();
  return (
    <Card title={wheelTh.boardTitle}>
      {!data || data.winners.length === 0 ? (
        <p className="text-base text-muted">{wheelTh.boardEmpty}</p>
      ) : (
        <ul className="divide-y divide-ink-600">
          {data.winners.map((w, i) => (
            <li key={`${w.rewarded_at}-${i}`} className="flex items-center gap-3 py-2 text-base">
              <span className="w-28 shrink-0 text-white tabular-nums">{w.member}</span>
              <span className="flex-1 text-gold-400">{w.label}</span>
              <span className="text-sm text-muted tabular-nums">{formatThaiDateTime(w.rewarded_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
