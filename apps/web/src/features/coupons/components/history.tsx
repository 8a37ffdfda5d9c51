import { couponsTh } from '../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { useCouponHistory } from '../api/coupons.ts';
import { rewardText } from './reward-text.ts';

export function CouponHistoryCard() {
  const { data } = useCouponHistory();
  return (
    <Card title={couponsTh.historyTitle}>
      {!data || data.items.length === 0 ? (
        <p className="text-base text-muted">{couponsTh.historyEmpty}</p>
      ) : (
        <ul className="divide-y divide-ink-600" aria-label={couponsTh.historyTitle}>
          {data.items.map((item) => (
            <li key={`${item.code}-${item.redeemed_at}`} className="flex flex-wrap items-center gap-x-3 py-2">
              <span className="font-bold text-white">{item.code}</span>
              <span className="flex-1 text-gold-400">{rewardText(item.reward_kind, item.reward_amount)}</span>
              <span className="text-sm text-muted tabular-nums">{formatThaiDateTime(item.redeemed_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
