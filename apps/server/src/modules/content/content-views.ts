import type { BoBanner, BoEvent, BoNotification } from '@ug99/contract';
import type { BannerRow, EventRow, NotificationRow } from './queries.ts';

/** Content as the back office shows it and its audit rows record it (docs/BACKOFFICE.md#marketing). */

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
