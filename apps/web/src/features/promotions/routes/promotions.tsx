import { promotionPagesTh } from '@/shared/th/promotions.ts';
import { PromotionGrid } from '../components/promotion-grid.tsx';

/** /promotions: every promotion open now, for visitors and members (docs/PROMOTIONS.md#pages). */
export function Component() {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{promotionPagesTh.heading}</h1>
        <p className="text-base text-muted">{promotionPagesTh.intro}</p>
      </div>
      <PromotionGrid />
    </div>
  );
}
