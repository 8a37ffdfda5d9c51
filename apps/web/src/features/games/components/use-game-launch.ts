import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { isOk, UI, type Wallet } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import type { SelectedGame } from '@/shared/store/session-store.ts';
import { getDemoLink, getGameLink } from '../api/get-game-link.ts';
import { gameWalletsQueryOptions } from '../api/get-game-wallets.ts';
import { autoSelectedWallet, isMobileDevice, playableWallets } from './game-rules.ts';

export type LaunchStep =
  | { step: 'loading' }
  | { step: 'pick'; wallets: Wallet[] }
  | { step: 'launching' }
  | { step: 'playing'; link: string };

export interface GameLaunch {
  state: LaunchStep;
  /** The wallet the game is played with; null in demo mode and until one is chosen. */
  wallet: Wallet | null;
  /**
   * The server's message when the link was refused (shown in the error dialog,
   * docs/rules/games.md#choosing-a-wallet).
   */
  linkError: string | null;
  chooseWallet: (wallet: Wallet) => void;
  dismissLinkError: () => void;
}

/**
 * Opening a game, exactly as docs/rules/games.md#choosing-a-wallet says: a demo game asks for a demo link;
 * otherwise the game's wallets are fetched and filtered, a single one is chosen for the member, and the
 * chosen wallet's link is fetched. A failure that leaves nothing to show (demo, wallets, or a dropped
 * connection) has been toasted by the API client for 3 s and closes the sheet through `onAbandon`.
 */
export function useGameLaunch(game: SelectedGame, onAbandon: () => void): GameLaunch {
  const [isMobile] = useState(isMobileDevice);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);

  const wallets = useQuery({ ...gameWalletsQueryOptions(game), enabled: !game.is_demo });
  const playable = wallets.data ? playableWallets(wallets.data) : null;
  const auto = playable ? autoSelectedWallet(playable) : null;
  const wallet = playable?.find((w) => w.id === (pickedId ?? auto?.id)) ?? null;

  const link = useQuery({
    queryKey: ['game', 'launch', game, game.is_demo ? null : (wallet?.id ?? null)],
    queryFn: ({ signal }) =>
      game.is_demo ? getDemoLink(game, isMobile, signal) : getGameLink(game, wallet!.id, isMobile, signal),
    enabled: game.is_demo || wallet !== null,
    // A launch token is spent by the provider: never fetch the same link twice on focus or reconnect.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const envelope = link.data;
  const url = envelope && isOk(envelope) ? envelope.data.link : null;
  const refused = envelope && !isOk(envelope) ? envelope.message : null;

  const abandoned = wallets.isError || link.isError || (game.is_demo && refused !== null);
  useEffect(() => {
    if (abandoned) onAbandon();
  }, [abandoned, onAbandon]);

  useEffect(() => {
    if (url) toast.info(gamesTh.entering, { id: 'game-entering', duration: UI.gameStartToastMs });
  }, [url]);

  const state: LaunchStep = url
    ? { step: 'playing', link: url }
    : playable && !wallet
      ? { step: 'pick', wallets: playable }
      : wallet
        ? { step: 'launching' }
        : { step: 'loading' };

  return {
    state,
    wallet,
    linkError: !game.is_demo && !dismissed ? refused : null,
    chooseWallet: (next) => {
      setDismissed(false);
      setPickedId(next.id);
    },
    dismissLinkError: () => {
      setDismissed(true);
      // A wallet the member picked can be swapped for another; a wallet chosen for them cannot.
      if (pickedId !== null) setPickedId(null);
      else onAbandon();
    },
  };
}
