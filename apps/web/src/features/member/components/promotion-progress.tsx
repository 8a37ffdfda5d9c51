import { Link } from 'react-router';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { progressPercent, useActivePromotion } from '@/shared/session/promotion.ts';
import { ProgressMeter } from '@/shared/ui/progress-meter.tsx';

const t = promotionPagesTh;

/** The running promotion's turnover in the member panel, live; nothing when none runs. */
export function PromotionProgress() {
  const { data } = useActivePromotion();
  if (!data) return null;
  return (
    <Link
      to="/member/promotions"
      className="block w-full space-y-1 rounded-xl bg-ink-900/70 px-3 py-2 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 lg:order-last"
      data-testid="panel-promotion"
    >
      <span className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate text-gold-300">{t.panelLabel(data.promotion.title)}</span>
        <span className="shrink-0 text-muted tabular-nums">
          {t.panelRemaining(formatTHB(data.remaining))}
        </span>
      </span>
      <ProgressMeter percent={progressPercent(data)} label={t.progressLabel} className="h-2" />
    </Link>
  );
}
