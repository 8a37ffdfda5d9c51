import type {
  AddCouponRequest,
  AddPromotionRequest,
  BannerRequest,
  BoBanner,
  BoCoupon,
  BoCouponOutcome,
  BoEvent,
  BoNotification,
  BoPromotion,
  BoPromotionOutcome,
  ContentListQuery,
  CouponListQuery,
  EventRequest,
  NotificationRequest,
  PromotionListQuery,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
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

export const fetchContent = <K extends ContentKind>(
  kind: K,
  query: ListParams<ContentListQuery>,
  signal?: AbortSignal,
) => boRequest<Page<ContentRow[K]>>(`/api/backoffice/${kind}`, { query, signal });

export const saveContent = <K extends ContentKind>(kind: K, id: number | null, body: ContentBody[K]) =>
  boRequest<ContentRow[K]>(id === null ? `/api/backoffice/${kind}` : `/api/backoffice/${kind}/${id}`, {
    method: 'POST',
    body,
  });

export const disableContent = <K extends ContentKind>(kind: K, id: number) =>
  boRequest<ContentRow[K]>(`/api/backoffice/${kind}/${id}/disable`, { method: 'POST', body: {} });

export const fetchPromotions = (query: ListParams<PromotionListQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoPromotion>>('/api/backoffice/promotions', { query, signal });

export const addPromotion = (body: AddPromotionRequest) =>
  boRequest<BoPromotionOutcome>('/api/backoffice/promotions', { method: 'POST', body });

export const disablePromotion = (id: number) =>
  boRequest<{ changed: boolean; promotion: BoPromotion }>(`/api/backoffice/promotions/${id}/disable`, {
    method: 'POST',
    body: {},
  });

export const fetchCoupons = (query: ListParams<CouponListQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoCoupon>>('/api/backoffice/coupons', { query, signal });

export const addCoupon = (body: AddCouponRequest) =>
  boRequest<BoCouponOutcome>('/api/backoffice/coupons', { method: 'POST', body });

export const endCoupon = (id: number) =>
  boRequest<BoCoupon>(`/api/backoffice/coupons/${id}/end`, { method: 'POST', body: {} });
