import type { z } from 'zod';
import { backofficeCall } from './define.ts';
import {
  addCouponRequest,
  addPromotionRequest,
  bannerRequest,
  boBanner,
  boBannerPage,
  boCoupon,
  boCouponPage,
  boEvent,
  boEventPage,
  boNotification,
  boNotificationPage,
  boPromotionPage,
  contentListQuery,
  couponListQuery,
  disablePromotionResult,
  eventRequest,
  notificationRequest,
  promotionListQuery,
} from './marketing.ts';
import { boIdParams } from './operations.ts';
import { boCouponOutcome, boPromotionOutcome } from './value-controls.ts';

const MARKETING: readonly ['marketing'] = ['marketing'];

/** The content calls of one kind: list, add, update, switch off. */
function contentCalls<const P extends string, R extends z.ZodType, V extends z.ZodType, L extends z.ZodType>(
  path: P,
  name: string,
  schemas: { request: R; view: V; page: L },
) {
  return {
    list: backofficeCall(`GET /api/backoffice/${path}`, {
      roles: MARKETING,
      summary: `รายการ${name}`,
      query: contentListQuery,
      response: schemas.page,
    }),
    add: backofficeCall(`POST /api/backoffice/${path}`, {
      roles: MARKETING,
      summary: `เพิ่ม${name}`,
      body: schemas.request,
      response: schemas.view,
    }),
    update: backofficeCall(`POST /api/backoffice/${path}/:id`, {
      roles: MARKETING,
      summary: `แก้ไข${name}`,
      params: boIdParams,
      body: schemas.request,
      response: schemas.view,
    }),
    disable: backofficeCall(`POST /api/backoffice/${path}/:id/disable`, {
      roles: MARKETING,
      summary: `ปิดการแสดง${name}`,
      params: boIdParams,
      response: schemas.view,
    }),
  };
}

const banners = contentCalls('banners', 'แบนเนอร์', {
  request: bannerRequest,
  view: boBanner,
  page: boBannerPage,
});
const notifications = contentCalls('notifications', 'ประกาศแจ้งเตือน', {
  request: notificationRequest,
  view: boNotification,
  page: boNotificationPage,
});
const events = contentCalls('events', 'ประกาศกิจกรรม', {
  request: eventRequest,
  view: boEvent,
  page: boEventPage,
});

/**
 * The back office's marketing screens (banners, announcements, notifications, promotions, coupons)
 * (docs/BACKOFFICE.md). In a file of their own: the promotion's and coupon's answers come from
 * value-controls.ts, which imports marketing.ts.
 */
export const marketingCalls = {
  banners: banners.list,
  addBanner: banners.add,
  updateBanner: banners.update,
  disableBanner: banners.disable,
  notifications: notifications.list,
  addNotification: notifications.add,
  updateNotification: notifications.update,
  disableNotification: notifications.disable,
  events: events.list,
  addEvent: events.add,
  updateEvent: events.update,
  disableEvent: events.disable,
  promotions: backofficeCall('GET /api/backoffice/promotions', {
    roles: MARKETING,
    summary: 'รายการโปรโมชั่น',
    query: promotionListQuery,
    response: boPromotionPage,
  }),
  addPromotion: backofficeCall('POST /api/backoffice/promotions', {
    roles: MARKETING,
    summary: 'เพิ่มโปรโมชั่น',
    body: addPromotionRequest,
    response: boPromotionOutcome,
  }),
  disablePromotion: backofficeCall('POST /api/backoffice/promotions/:id/disable', {
    roles: MARKETING,
    summary: 'ปิดโปรโมชั่น',
    params: boIdParams,
    response: disablePromotionResult,
  }),
  coupons: backofficeCall('GET /api/backoffice/coupons', {
    roles: MARKETING,
    summary: 'รายการคูปองและจำนวนที่ใช้แล้ว',
    query: couponListQuery,
    response: boCouponPage,
  }),
  addCoupon: backofficeCall('POST /api/backoffice/coupons', {
    roles: MARKETING,
    summary: 'เพิ่มคูปอง',
    body: addCouponRequest,
    response: boCouponOutcome,
  }),
  endCoupon: backofficeCall('POST /api/backoffice/coupons/:id/end', {
    roles: MARKETING,
    summary: 'ปิดคูปองทันที (สมาชิกใช้ไม่ได้อีก)',
    params: boIdParams,
    response: boCoupon,
  }),
} as const;
