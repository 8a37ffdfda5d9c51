import { CouponHistoryCard } from '../components/history.tsx';
import { RedeemCouponForm } from '../components/redeem-form.tsx';

/** /member/coupon: redeem a code, then the member's coupon history (docs/PROMOTIONS.md "Coupons"). */
export function Component() {
  return (
    <div className="space-y-5">
      <RedeemCouponForm />
      <CouponHistoryCard />
    </div>
  );
}
