import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { usePromotionHistory } from '@/shared/session/promotion.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';

const t = promotionPagesTh;

/** The member's promotions, newest first; a refusal shows its reason (docs/PROMOTIONS.md#pages). */
export function PromotionHistory() {
  const { data, isPending } = usePromotionHistory();
  return (
    <Card title={t.historyHeading}>
      {isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : !data || data.length === 0 ? (
        <p className="text-base text-muted">{t.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-ink-600">
          {data.map((row) => (
            <li key={row.id} className="space-y-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-bold text-white">{row.title}</p>
                <p className={row.status === 'refused' ? 'text-sm text-red-200' : 'text-sm text-gold-400'}>
                  {row.status_label}
                </p>
              </div>
              <p className="text-sm text-muted">{formatThaiDateTime(row.started_at)}</p>
              <p className="text-sm text-ink-100 tabular-nums">
                {t.historyDeposit} {formatTHB(row.deposit)}
                {row.status !== 'refused' && (
                  <>
                    {' · '}
                    {t.historyBonus} {formatTHB(row.bonus)}
                  </>
                )}
                {(row.status === 'completed' || row.status === 'given_up') && (
                  <>
                    {' · '}
                    {t.historyReleased} {formatTHB(row.released)}
                  </>
                )}
                {row.forfeited > 0 && (
                  <>
                    {' · '}
                    {t.historyForfeited} {formatTHB(row.forfeited)}
                  </>
                )}
              </p>
              {row.note && <p className="text-sm text-red-100">{row.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
