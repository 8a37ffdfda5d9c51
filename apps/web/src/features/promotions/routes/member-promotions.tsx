import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { ActivePromotion } from '../components/active-promotion.tsx';
import { PromotionGrid } from '../components/promotion-grid.tsx';
import { PromotionHistory } from '../components/promotion-history.tsx';

/**
 * /member/promotions: the running promotion with its live progress and give-up, the promotions to
 * receive, and the history (docs/PROMOTIONS.md#pages).
 */
export function Component() {
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-white">{promotionPagesTh.heading}</h1>
      <ActivePromotion />
      <section aria-labelledby="promotion-list-heading" className="space-y-3">
        <h2 id="promotion-list-heading" className="section-heading">
          {promotionPagesTh.listHeading}
        </h2>
        <PromotionGrid />
      </section>
      <PromotionHistory />
    </div>
  );
}
