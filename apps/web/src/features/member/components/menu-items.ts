import type { ComponentType, SVGProps } from 'react';
import type { memberTh } from '../th.ts';
import { GiftIcon, InboxIcon, StarIcon, UserIcon, UsersIcon } from '@/shared/ui/icons.tsx';
import { ChartDownIcon, ListIcon, ReturnIcon, TagIcon, TicketIcon, WheelIcon } from './member-icons.tsx';

export interface MenuLink {
  key: keyof typeof memberTh.menu;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The member menu in the order of docs/rules/member-site.md#member-menu, followed by logout. Some pages
 * arrive with later features (affiliate, quests, wheel, points shop, cashback, promotions, coupon); their
 * links are already here.
 */
export const MEMBER_MENU: readonly MenuLink[] = [
  { key: 'inbox', to: '/member/inbox', Icon: InboxIcon },
  { key: 'profile', to: '/member/profile', Icon: UserIcon },
  { key: 'affiliate', to: '/affiliate', Icon: UsersIcon },
  { key: 'creditfree', to: '/member/creditfree', Icon: StarIcon },
  { key: 'wheel', to: '/member/wheel', Icon: WheelIcon },
  { key: 'redeem', to: '/redeem', Icon: GiftIcon },
  { key: 'cashback', to: '/cashback', Icon: ReturnIcon },
  { key: 'winloss', to: '/winloss', Icon: ChartDownIcon },
  { key: 'promotions', to: '/member/promotions', Icon: TagIcon },
  { key: 'coupon', to: '/member/coupon', Icon: TicketIcon },
  { key: 'statement', to: '/member/statement', Icon: ListIcon },
];
