import { satangToBaht } from '@ug99/contract';
import type { BoBanner, BoCoupon, BoEvent, BoNotification } from '@ug99/contract';
import type { BannerRow, EventRow, NotificationRow } from '#content';
import type { CouponRow } from '#coupons';
import { promotionView } from '../value-controls/executors.ts';

const common = (r: {
  id: number;
  image: string;
  title: string;
  sortOrder: number;
  active: boolean;
  createdAt: Date;
}) => ({
  id: r.id,
  image: r.image,
  title: r.title,
  sort_order: r.sortOrder,
  active: r.active,
  created_at: r.createdAt.toISOString(),
});

export const bannerView = (r: BannerRow): BoBanner => ({ ...common(r), link: r.link });
export const notificationView = (r: NotificationRow): BoNotification => ({
  ...common(r),
  type: r.type,
  description: r.description,
});
export const eventView = (r: EventRow): BoEvent => common(r);

export { promotionView };

export function couponView(c: CouponRow): BoCoupon {
  return {
    id: c.id,
    code: c.code,
    reward_kind: c.rewardKind as BoCoupon['reward_kind'],
    reward_amount: c.rewardKind === 'credit' ? satangToBaht(c.rewardAmount) : Number(c.rewardAmount),
    quota: c.quota,
    redeemed: c.redeemed,
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    created_by: c.createdBy,
    created_at: c.createdAt.toISOString(),
  };
}

/** One page of a list as the screens take it. */
export const paged = <Row, View>(
  q: { page: number; page_size: number },
  found: { total: number; rows: Row[] },
  view: (r: Row) => View,
) => ({
  total: found.total,
  page: q.page,
  page_size: q.page_size,
  items: found.rows.map(view),
});
