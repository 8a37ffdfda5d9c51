import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { gamesTh } from '../th.ts';
import type { MemberBalanceEvent, MemberEvent, Wallet } from '@ug99/contract';
import { useMemberEvents } from '@/shared/session/member-events.ts';
import { refreshMemberMoney, walletsQueryOptions } from '@/shared/session/wallets.ts';
import { useSessionStore, type SelectedGame } from '@/shared/store/session-store.ts';
import { ModalDialog } from '@/shared/ui/dialog.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useRealityCheckMinutes } from '../api/get-reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';
import { SheetBar } from './sheet-bar.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { useGameLaunch } from './use-game-launch.ts';
import { useRealityCheck } from './use-reality-check.ts';
import { WalletPicker } from './wallet-picker.tsx';

/**
 * While a game is open the balance follows the member's live events (docs/GAME-LOBBY-AND-SHEET.md#live-balance);
 * only while that stream is down does the sheet re-read it, this often.
 */
export const SHEET_BALANCE_REFRESH_MS = 2_000;

/** The cached wallets with one wallet's balance replaced by the pushed one. */
const withBalance = (event: MemberBalanceEvent) => (wallets: Wallet[] | undefined) =>
  wallets?.map((w) => (w.wallet_type_id === event.wallet_type_id ? { ...w, balance: event.balance } : w));

/**
 * The game bottom sheet (docs/rules/games.md#game-sheet): full screen, with close and fullscreen buttons, the
 * wallet picker, and the game in a frame. Closing clears the link, the wallet and the selected game (they
 * live in this component and the store) and refreshes the member's balances.
 */
export default function GameSheet({ game }: { game: SelectedGame }) {
  const queryClient = useQueryClient();
  const selectGame = useSessionStore((s) => s.selectGame);
  const sheetRef = useRef<HTMLDivElement>(null);
  const { fullscreen, compact, toggle } = useFullscreen(sheetRef);

  const close = useCallback(() => {
    selectGame(null);
    void refreshMemberMoney(queryClient);
  }, [selectGame, queryClient]);

  const launch = useGameLaunch(game, close);
  const playing = launch.state.step === 'playing';
  const realMoney = playing && launch.wallet !== null;

  // A settled round's balance arrives pushed, as soon as the provider's call commits; it updates the
  // cached wallets, so the header and the member panel show it too.
  const onEvent = useCallback(
    (event: MemberEvent) => {
      if (event.type === 'balance')
        queryClient.setQueryData(walletsQueryOptions.queryKey, withBalance(event));
    },
    [queryClient],
  );
  const live = useMemberEvents(realMoney, onEvent);
  // Whatever changed before the stream was up (or while it was down) is read once when it connects.
  useEffect(() => {
    if (live.connected) void queryClient.invalidateQueries({ queryKey: walletsQueryOptions.queryKey });
  }, [live.connected, queryClient]);
  const balances = useQuery({
    ...walletsQueryOptions,
    enabled: realMoney,
    refetchInterval: realMoney && !live.connected ? SHEET_BALANCE_REFRESH_MS : false,
  });
  const balance = launch.wallet
    ? (balances.data?.find((w) => w.id === launch.wallet?.id)?.balance ?? launch.wallet.balance)
    : null;

  const reality = useRealityCheck(realMoney, useRealityCheckMinutes(realMoney));
  const title = game.name ?? gamesTh.sheetTitle;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={sheetRef}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ink-950 focus:outline-none data-[state=open]:animate-slide-up"
        >
          <SheetBar
            title={title}
            demo={game.is_demo}
            wallet={launch.wallet}
            balance={balance}
            fullscreen={fullscreen}
            compact={compact}
            onToggleFullscreen={toggle}
          />
          <div className="relative min-h-0 flex-1">
            {launch.state.step === 'pick' && (
              <WalletPicker wallets={launch.state.wallets} onChoose={launch.chooseWallet} />
            )}
            {(launch.state.step === 'loading' || launch.state.step === 'launching') && (
              <div role="status" className="grid h-full place-items-center p-6">
                <span className="sr-only">{gamesTh.preparing}</span>
                <Skeleton className="aspect-video w-full max-w-[720px] rounded-2xl" />
              </div>
            )}
            {launch.state.step === 'playing' && (
              <iframe
                src={launch.state.link}
                title={title}
                allow="fullscreen; autoplay"
                className="absolute inset-0 size-full border-0 bg-black"
              />
            )}
          </div>
          <ModalDialog
            open={launch.linkError !== null}
            onOpenChange={(open) => !open && launch.dismissLinkError()}
            title={gamesTh.linkErrorTitle}
            maxWidth={400}
          >
            <p role="alert" className="text-base text-ink-100">
              {launch.linkError}
            </p>
          </ModalDialog>
          <RealityCheckDialog
            open={reality.due}
            playedMs={reality.playedMs}
            netBaht={balance !== null && launch.wallet ? balance - launch.wallet.balance : null}
            onContinue={reality.acknowledge}
            onLeave={close}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
