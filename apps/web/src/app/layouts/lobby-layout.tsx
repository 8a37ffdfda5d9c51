import { GameSheetSlot } from '@/features/games/index.tsx';
import { AnnouncementDialogs } from './default/announcement-dialogs.tsx';
import { AuthDialogs } from './default/auth-dialogs.tsx';
import { BottomBar } from './default/bottom-bar.tsx';
import { Header } from './default/header.tsx';
import { FadingOutlet } from './page-fade.tsx';

/** Provider lobbies and /play: the site's header and bottom bar around a full-width game grid, and the game sheet. */
export function LobbyLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="w-full flex-1 px-3 pt-3 sm:px-4">
        <FadingOutlet />
      </main>
      <div aria-hidden="true" className="h-[calc(4.5rem+env(safe-area-inset-bottom))]" />
      <BottomBar />
      <AnnouncementDialogs />
      <AuthDialogs />
      <GameSheetSlot />
    </div>
  );
}
