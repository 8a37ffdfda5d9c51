import { useState } from 'react';
import { Link } from 'react-router';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { progressPercent, useActivePromotion } from '@/shared/session/promotion.ts';
import { Card } from '@/shared/ui/card.tsx';
import { ProgressMeter } from '@/shared/ui/progress-meter.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { GiveUpDialog } from './give-up-dialog.tsx';

const t = promotionPagesTh;

/** The running promotion with its live turnover progress (re-read every few seconds while visible). */
export function ActivePromotion() {
  const { data, isPending } = useActivePromotion();
  const [giveUpOpen, setGiveUpOpen] = useState(false);

  return (
    <Card title={t.activeHeading}>
      {isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : !data ? (
        <div className="space-y-1">
          <p className="text-lg font-bold text-white">{t.noActive}</p>
          <p className="text-base text-muted">{t.noActiveHint}</p>
        </div>
      ) : (
        <div className="space-y-4" data-testid="active-promotion">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-bold text-white">{data.promotion.title}</h3>
            <p className="text-sm text-muted">
              {t.startedAt} {formatThaiDateTime(data.started_at)}
            </p>
          </div>
          <div className="space-y-2">
            <div className="flex items-baseline justify-between gap-2 text-base">
              <span className="text-muted">{t.progressLabel}</span>
              <span className="font-bold text-white tabular-nums" data-testid="promotion-turnover">
                {t.turnoverOf(formatTHB(data.turnover), formatTHB(data.required_turnover))}
              </span>
            </div>
            <ProgressMeter percent={progressPercent(data)} label={t.progressLabel} className="h-4" />
            <p className="text-sm text-muted" aria-live="polite">
              {t.live}
            </p>
          </div>
          <dl className="grid grid-cols-1 gap-3 text-base sm:grid-cols-3">
            <Figure name={t.lockedBalance} value={formatTHB(data.locked_balance)} />
            <Figure name={t.remaining} value={formatTHB(data.remaining)} />
            <Figure
              name={t.maxWithdraw}
              value={data.max_withdraw === null ? t.terms.noCap : formatTHB(data.max_withdraw)}
            />
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to="/slot" className="link-gold inline-flex min-h-11 items-center">
              {t.playHint}
            </Link>
            <button
              type="button"
              className="btn border border-ink-500 bg-ink-700 text-white"
              onClick={() => setGiveUpOpen(true)}
            >
              {t.giveUp}
            </button>
          </div>
          <GiveUpDialog open={giveUpOpen} onOpenChange={setGiveUpOpen} />
        </div>
      )}
    </Card>
  );
}

function Figure({ name, value }: { name: string; value: string }) {
  return (
    <div className="rounded-xl border border-ink-600 bg-ink-900/60 px-4 py-3">
      <dt className="text-sm text-muted">{name}</dt>
      <dd className="text-lg font-bold text-white tabular-nums">{value}</dd>
    </div>
  );
}
