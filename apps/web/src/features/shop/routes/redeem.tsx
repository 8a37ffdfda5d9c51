import { th } from '@/th.ts';
import { shopTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePoints, useShopItems } from '../api/get-items.ts';
import { ItemCard } from '../components/item-card.tsx';
import { RedemptionHistory } from '../components/redemption-history.tsx';

/** /redeem: the points shop grid, the confirm dialog priced by the server, and the history (docs/ENGAGEMENT.md#points-shop). */
export function Component() {
  const { data: items, isPending, isError } = useShopItems();
  const { data: points } = usePoints();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-white">{shopTh.heading}</h1>
          <p className="text-base text-muted">{shopTh.intro}</p>
        </div>
        <p
          className="rounded-full border border-gold-600/40 px-4 py-2 text-base font-bold text-gold-300 tabular-nums"
          data-testid="shop-points"
        >
          {shopTh.myPoints(points === undefined ? '–' : formatNumber(points))}
        </p>
      </div>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError || !items ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
        >
          {th.app.loadFailed}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center text-base text-muted">
          {shopTh.empty}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" aria-label={shopTh.heading}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <RedemptionHistory />
    </div>
  );
}
