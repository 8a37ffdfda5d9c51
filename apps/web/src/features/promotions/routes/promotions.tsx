import { th } from '@/th.ts';
import { PromotionGrid } from '../components/promotion-grid.tsx';

/** /promotions: every promotion open now, for visitors and members (docs/PROMOTIONS.md#pages). */
export function Component() {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{th.promotionPages.heading}</h1>
        <p className="text-base text-muted">{th.promotionPages.intro}</p>
      </div>
      <PromotionGrid />
    </div>
  );
}
