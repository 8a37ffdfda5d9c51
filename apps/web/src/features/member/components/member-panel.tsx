import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { memberTh } from '../th.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { useInboxLive, useInboxSummary } from '@/shared/session/inbox.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { DepositLink } from '@/shared/ui/deposit-link.tsx';
import { DepositIcon, StarIcon, WithdrawIcon } from '@/shared/ui/icons.tsx';
import { usePoints } from '../api/get-points.ts';
import { MenuIcon } from './member-icons.tsx';
import { PromotionProgress } from './promotion-progress.tsx';
import { VipIcon, vipLabel } from './vip.tsx';
import { WalletTotal } from './wallet-total.tsx';

// Radix Dialog loads with the first tap on the hamburger, not with the panel.
const MemberMenuDialog = lazy(() => import('./member-menu-dialog.tsx'));
const LogoutDialog = lazy(() => import('./logout-dialog.tsx'));

/**
 * The member panel (docs/rules/member-site.md#member-panel, logged in only): who is logged in and their VIP
 * level, the total of all wallets with a refresh, points leading to the points shop, deposit and withdraw
 * from 1280 px, and the hamburger menu.
 */
export default function MemberPanel() {
  const userInfo = useUserStore((s) => s.userInfo);
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const level = userInfo?.user.vip_level;
  // The panel is mounted once while a member is logged in: it keeps the inbox's count live for the
  // header's bell and the menu (docs/NOTIFICATIONS.md#on-the-site).
  useInboxLive();
  const { unread } = useInboxSummary();

  return (
    <section
      aria-label={memberTh.panelLabel}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-gold-600/30 bg-linear-to-r from-ink-800 via-ink-800 to-red-700/25 p-2.5 shadow-lg shadow-black/30 lg:flex-nowrap lg:gap-4 lg:px-4"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2.5 lg:flex-none">
        <VipIcon level={level} className="size-11 shrink-0" />
        <div className="min-w-0">
          <p className="truncate text-base leading-tight font-bold text-white tabular-nums">
            {userInfo?.user.username ?? '\u00a0'}
          </p>
          <p className="text-sm leading-tight text-gold-300">{vipLabel(level)}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setMenuOpen(true)}
        aria-label={unread > 0 ? memberTh.openMenuUnread(formatNumber(unread)) : memberTh.openMenu}
        aria-haspopup="dialog"
        className="relative grid size-11 shrink-0 place-items-center rounded-xl border border-gold-600/40 bg-ink-900/70 text-gold-400 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 lg:order-last"
      >
        <MenuIcon className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="menu-unread-count"
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-5 font-bold text-white tabular-nums"
          >
            {formatNumber(unread)}
          </span>
        )}
      </button>
      <div className="grid w-full grid-cols-[minmax(0,1fr)_auto] gap-2 lg:flex lg:w-auto lg:flex-1 lg:justify-end">
        <WalletTotal />
        <PointsLink />
      </div>
      <div className="flex gap-2 max-lg:hidden">
        <DepositLink className="btn btn-gold btn-compact gap-1.5">
          <DepositIcon className="size-5" />
          {memberTh.deposit}
        </DepositLink>
        <Link to="/member/withdraw" className="btn btn-red btn-compact gap-1.5">
          <WithdrawIcon className="size-5" />
          {memberTh.withdraw}
        </Link>
      </div>
      <PromotionProgress />
      <Suspense fallback={null}>
        {menuOpen && (
          <MemberMenuDialog
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onLogout={() => {
              setMenuOpen(false);
              setLogoutOpen(true);
            }}
          />
        )}
        {logoutOpen && <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />}
      </Suspense>
    </section>
  );
}

/** Points balance; the whole box leads to the points shop (docs/rules/member-site.md#member-panel). */
function PointsLink() {
  const { data: points } = usePoints();
  const shown = points === undefined ? '–' : formatNumber(points);
  return (
    <Link
      to="/redeem"
      aria-label={memberTh.pointsLink(shown)}
      className="flex min-h-11 items-center gap-2 rounded-xl bg-ink-900/70 px-3 py-1 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <StarIcon className="size-5 shrink-0 fill-gold-400 text-gold-400" />
      <span className="flex flex-col leading-tight">
        <span className="text-sm text-muted">{memberTh.points}</span>
        <span className="text-base font-bold text-white tabular-nums">{shown}</span>
      </span>
    </Link>
  );
}
