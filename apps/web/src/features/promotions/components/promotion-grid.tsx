import { lazy, Suspense, useState } from 'react';
import type { Promotion } from '@ug99/contract';
import { th } from '@/th.ts';
import { promotionPagesTh, promotionsTh } from '@/shared/th/promotions.ts';
import { formatTHB } from '@/shared/format/index.ts';
import { useSessionStore } from '@/shared/store/session-store.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePromotions } from '../api/get-promotions.ts';

// The dialog (its terms, the claim call and the request schemas it validates) loads when a card is
// pressed or focused, a moment before it opens: a visitor's first screen of /promotions needs none of it
// (docs/FIRST-LOAD.md#seventh-pass).
const loadDialog = () => import('./promotion-dialog.tsx');
const PromotionDialog = lazy(() =>
  loadDialog().then(({ PromotionDialog }) => ({ default: PromotionDialog })),
);

const t = promotionPagesTh;
/** Cards whose pictures a phone (one column) or a desktop (one row of three) shows without scrolling. */
const ABOVE_FOLD_CARDS = 3;

/** The promotions as cards; a card opens the promotion dialog (the store's `promotion` modal flag). */
export function PromotionGrid() {
  const { data, isPending, isError } = usePromotions();
  const open = useSessionStore((s) => s.modals.promotion);
  const setModal = useSessionStore((s) => s.setModal);
  const [shown, setShown] = useState<Promotion | null>(null);

  if (isPending) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[2/1] w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && !data) {
    return (
      <p
        role="alert"
        className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
      >
        {th.app.loadFailed}
      </p>
    );
  }
  if (!data || data.length === 0) return <p className="text-muted">{promotionsTh.empty}</p>;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
        {data.map((promotion, index) => (
          <li key={promotion.id}>
            <button
              type="button"
              onPointerDown={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={() => {
                setShown(promotion);
                setModal('promotion', true);
              }}
              className="block h-full w-full overflow-hidden rounded-2xl border border-ink-600 bg-ink-800 text-left transition hover:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <img
                src={promotion.image}
                alt=""
                width={800}
                height={400}
                // The first cards are on a phone's first screen (the first picture is the page's largest
                // paint, docs/FIRST-LOAD.md#fifth-pass): loaded at once, the first before the rest.
                loading={index < ABOVE_FOLD_CARDS ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-[2/1] h-auto w-full bg-ink-700 object-cover"
              />
              <div className="space-y-1 p-4">
                <p className="text-sm text-gold-400">{t.types[promotion.type] ?? promotion.type}</p>
                <h3 className="text-base font-bold text-white">{promotion.title}</h3>
                {promotion.type !== 'cashback' && (
                  <p className="text-sm text-muted">
                    {t.terms.minDeposit} {formatTHB(promotion.min_deposit)} ·{' '}
                    {promotionsTh.bonus(promotion.bonus_percent)}
                  </p>
                )}
                <p className="pt-1 text-sm font-medium text-gold-400 underline">{t.details}</p>
              </div>
            </button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {open && shown && (
          <PromotionDialog
            promotion={shown}
            open={open}
            onOpenChange={(next) => setModal('promotion', next)}
          />
        )}
      </Suspense>
    </>
  );
}
