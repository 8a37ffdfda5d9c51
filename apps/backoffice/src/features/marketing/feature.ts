import { marketingCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { mt } from './th.ts';

const CONTENT_NAMES = { banner: 'แบนเนอร์', notification: 'ประกาศแจ้งเตือน', event: 'ประกาศกิจกรรม' } as const;

/** The back office's marketing screens (docs/BACKOFFICE.md#marketing): coupons, promotions, content. */
export const MARKETING_FEATURE: BackofficeFeature = {
  routes: [
    {
      path: 'marketing/coupons',
      lazy: async () => ({ Component: (await import('./coupons-page.tsx')).CouponsPage }),
    },
    {
      path: 'marketing/promotions',
      lazy: async () => ({ Component: (await import('./promotions-page.tsx')).PromotionsPage }),
    },
    {
      path: 'marketing/content',
      lazy: async () => ({ Component: (await import('./content-page.tsx')).ContentPage }),
    },
  ],
  nav: [
    { to: '/marketing/coupons', label: mt.nav.coupons, call: marketingCalls.coupons },
    { to: '/marketing/promotions', label: mt.nav.promotions, call: marketingCalls.promotions },
    { to: '/marketing/content', label: mt.nav.content, call: marketingCalls.banners },
  ],
  actionNames: Object.fromEntries(
    Object.entries(CONTENT_NAMES).flatMap(([target, name]) => [
      [`content.${target}.add`, `เพิ่ม${name}`],
      [`content.${target}.update`, `แก้ไข${name}`],
      [`content.${target}.disable`, `ปิดการแสดง${name}`],
    ]),
  ),
  targetNames: { ...CONTENT_NAMES },
};
