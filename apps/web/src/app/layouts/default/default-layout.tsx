import { Suspense } from 'react';
import { th } from '@/th.ts';
import { GameSheetSlot } from '@/features/games/index.tsx';
import { MemberPanel } from '@/features/member/index.ts';
import { useAutoOpenNotifications } from '@/features/notifications/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';
import { AnnouncementDialogs } from './announcement-dialogs.tsx';
import { AuthDialogs } from './auth-dialogs.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { DepositDialogHost } from './deposit-dialog-host.tsx';
import { Header } from './header.tsx';
import { FadingOutlet } from '../page-fade.tsx';
import { MemberPanelSkeleton } from './member-panel-skeleton.tsx';
import { PAGE_BOTTOM_CLEARANCE, QuickActions } from './quick-actions.tsx';
import { SiteInfo } from './site-info.tsx';

/**
 * The member site's frame (docs/rules/member-site.md#layouts): header, member panel (members only), page,
 * bottom bar, LINE button, event icon, the announcement, login and register dialogs, and the game bottom
 * sheet's slot.
 */
export function DefaultLayout() {
  useAutoOpenNotifications();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {th.app.skipToContent}
      </a>
      <Header />
      {isLoggedIn && (
        <div className="mx-auto w-full max-w-[1280px] px-3 pt-3 sm:px-4">
          <Suspense fallback={<MemberPanelSkeleton />}>
            <MemberPanel />
          </Suspense>
        </div>
      )}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1280px] flex-1 px-3 pt-3 sm:px-4">
        <FadingOutlet />
        <SiteInfo />
      </main>
      {/* Keeps the last content clear of the fixed bottom bar and the floating buttons above it. */}
      <div aria-hidden="true" className={PAGE_BOTTOM_CLEARANCE} />
      <BottomBar />
      <QuickActions />
      <AnnouncementDialogs />
      <AuthDialogs />
      <GameSheetSlot />
      <DepositDialogHost />
    </div>
  );
}
