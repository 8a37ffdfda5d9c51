import { engagementCalls } from '@ug99/contract';
import type { BackofficeFeature } from '#bo/app/feature.ts';
import { te } from './th.ts';

const page = async () => ({ Component: (await import('./engagement-page.tsx')).EngagementPage });

/** The back office's engagement screens (docs/BACKOFFICE.md#engagement). */
export const ENGAGEMENT_FEATURE: BackofficeFeature = {
  routes: [
    { path: 'engagement', lazy: page },
    { path: 'engagement/:tab', lazy: page },
  ],
  nav: [
    { to: '/engagement', label: te.nav, call: engagementCalls.quests },
    { to: '/engagement/points', label: te.navPoints, call: engagementCalls.adjustPoints },
  ],
  actionNames: {
    'quest.add': 'เพิ่มภารกิจ',
    'quest.update': 'แก้ไขภารกิจ',
    'wheel.segments': 'แก้ไขช่องรางวัลวงล้อ',
    'shop.item.add': 'เพิ่มสินค้าร้านแลกพอยท์',
    'shop.item.update': 'แก้ไขสินค้าร้านแลกพอยท์',
    'shop.item.stock': 'ปรับสต็อกสินค้า',
  },
  targetNames: {
    quest: 'ภารกิจ',
    wheel: 'วงล้อ',
    shop_item: 'สินค้าร้านแลกพอยท์',
  },
};
