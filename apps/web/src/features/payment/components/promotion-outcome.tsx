import { useEffect } from 'react';
import { Link } from 'react-router';
import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { usePromotionHistory } from '@/shared/session/promotion.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';

const t = promotionPagesTh;

/**
 * What became of the promotion chosen for this deposit (docs/rules/promotions.md#choosing-while-depositing):
 * started, or the Thai reason it did not apply and the money stayed in main. Nothing when none was chosen.
 */
export function PromotionOutcome({
  reference,
  onLeave,
}: {
  reference: string;
  onLeave?: (() => void) | undefined;
}) {
  const history = usePromotionHistory();
  const selectPromotion = useSessionStore((s) => s.selectPromotion);
  const row = history.data?.find((r) => r.deposit_reference === reference);

  // The choice was used up by this deposit, whatever its fate: the next deposit starts without one.
  useEffect(() => {
    if (row) selectPromotion(null);
  }, [row, selectPromotion]);

  if (!row) return null;
  const started = row.status !== 'refused';
  return (
    <div
      className={`space-y-1 rounded-xl border px-4 py-3 ${started ? 'border-gold-600/60 bg-gold-600/10' : 'border-red-400/60 bg-red-700/20'}`}
      data-testid="promotion-outcome"
    >
      <p className="text-base font-bold text-white">
        {started ? t.depositStarted(row.title) : t.depositRefused(row.title)}
      </p>
      {row.note && <p className="text-base text-red-100">{row.note}</p>}
      {started && (
        <Link
          to="/member/promotions"
          onClick={onLeave}
          className="link-gold inline-flex min-h-11 items-center"
        >
          {t.seeProgress}
        </Link>
      )}
    </div>
  );
}
