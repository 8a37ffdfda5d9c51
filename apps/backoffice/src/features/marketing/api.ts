import { marketingCalls } from '@ug99/contract';
import type {
  AddCouponRequest,
  AddPromotionRequest,
  BannerRequest,
  BoBanner,
  BoEvent,
  BoNotification,
  ContentListQuery,
  CouponListQuery,
  EventRequest,
  NotificationRequest,
  PromotionListQuery,
} from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// The marketing screens' calls (docs/BACKOFFICE.md#marketing).

export const MARKETING_KEY = ['backoffice', 'marketing'] as const;

export type ContentKind = 'banners' | 'notifications' | 'events';
export type ContentRow = { banners: BoBanner; notifications: BoNotification; events: BoEvent };
export type ContentBody = {
  banners: BannerRequest;
  notifications: NotificationRequest;
  events: EventRequest;
};

/** Each kind's four calls: list, add, update, switch off. */
export const CONTENT_CALLS = {
  banners: {
    list: marketingCalls.banners,
    add: marketingCalls.addBanner,
    update: marketingCalls.updateBanner,
    disable: marketingCalls.disableBanner,
  },
  notifications: {
    list: marketingCalls.notifications,
    add: marketingCalls.addNotification,
    update: marketingCalls.updateNotification,
    disable: marketingCalls.disableNotification,
  },
  events: {
    list: marketingCalls.events,
    add: marketingCalls.addEvent,
    update: marketingCalls.updateEvent,
    disable: marketingCalls.disableEvent,
  },
} as const;

// The three kinds share these functions; each call's answer is checked against its own schema (boCall),
// and the casts only name which kind's row it is.
export const fetchContent = <K extends ContentKind>(
  kind: K,
  query: ListParams<ContentListQuery>,
  signal?: AbortSignal,
) =>
  boCall(CONTENT_CALLS[kind].list, { query: query as ContentListQuery, signal }) as Promise<
    Page<ContentRow[K]>
  >;

export const saveContent = <K extends ContentKind>(kind: K, id: number | null, body: ContentBody[K]) =>
  (id === null
    ? boCall(CONTENT_CALLS[kind].add, { body: body as never })
    : boCall(CONTENT_CALLS[kind].update, { params: { id }, body: body as never })) as Promise<ContentRow[K]>;

export const disableContent = <K extends ContentKind>(kind: K, id: number) =>
  boCall(CONTENT_CALLS[kind].disable, { params: { id } }) as Promise<ContentRow[K]>;

export const fetchPromotions = (query: ListParams<PromotionListQuery>, signal?: AbortSignal) =>
  boCall(marketingCalls.promotions, { query: query as PromotionListQuery, signal });

export const addPromotion = (body: AddPromotionRequest) => boCall(marketingCalls.addPromotion, { body });

export const disablePromotion = (id: number) => boCall(marketingCalls.disablePromotion, { params: { id } });

export const fetchCoupons = (query: ListParams<CouponListQuery>, signal?: AbortSignal) =>
  boCall(marketingCalls.coupons, { query: query as CouponListQuery, signal });

export const addCoupon = (body: AddCouponRequest) => boCall(marketingCalls.addCoupon, { body });

export const endCoupon = (id: number) => boCall(marketingCalls.endCoupon, { params: { id } });
