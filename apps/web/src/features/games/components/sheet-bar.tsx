import * as Dialog from '@radix-ui/react-dialog';
import type { Wallet } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import { CloseIcon } from '@/shared/ui/icons.tsx';
import { Money } from '@/shared/ui/money.tsx';
import { EnterFullscreenIcon, ExitFullscreenIcon } from './game-icons.tsx';

export interface SheetBarProps {
  title: string;
  demo: boolean;
  wallet: Wallet | null;
  /** The chosen wallet's balance now, baht. */
  balance: number | null;
  fullscreen: boolean;
  /** Fullscreen without the browser's help: the bar shrinks to its two buttons over the game. */
  compact: boolean;
  onToggleFullscreen: () => void;
}

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-white transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400';

/** The sheet's top bar: close, the game's name, the balance being played with, and fullscreen. */
export function SheetBar({
  title,
  demo,
  wallet,
  balance,
  fullscreen,
  compact,
  onToggleFullscreen,
}: SheetBarProps) {
  const fullscreenButton = (
    <button
      type="button"
      onClick={onToggleFullscreen}
      aria-pressed={fullscreen}
      aria-label={fullscreen ? gamesTh.exitFullscreen : gamesTh.enterFullscreen}
      className={iconButton}
    >
      {fullscreen ? <ExitFullscreenIcon className="size-6" /> : <EnterFullscreenIcon className="size-6" />}
    </button>
  );
  const closeButton = (
    <Dialog.Close aria-label={gamesTh.close} className={iconButton}>
      <CloseIcon className="size-6" />
    </Dialog.Close>
  );

  if (compact) {
    return (
      <div className="absolute top-2 right-2 z-10 flex gap-1 rounded-full bg-black/60 p-0.5">
        <Dialog.Title className="sr-only">{title}</Dialog.Title>
        {fullscreenButton}
        {closeButton}
      </div>
    );
  }

  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b border-gold-600/25 bg-ink-900 px-1.5 pt-[env(safe-area-inset-top)]">
      {closeButton}
      <div className="min-w-0 flex-1 leading-tight">
        <Dialog.Title className="truncate text-base font-bold text-white">{title}</Dialog.Title>
        {demo ? (
          <p className="text-sm font-bold text-gold-300">{gamesTh.demoMode}</p>
        ) : (
          wallet && <p className="truncate text-sm text-muted">{wallet.wallet_name}</p>
        )}
      </div>
      {wallet && balance !== null && (
        <p className="shrink-0 text-right leading-tight">
          <span className="block text-xs text-muted">{gamesTh.balance}</span>
          <Money baht={balance} className="text-lg font-bold text-gold-400" />
        </p>
      )}
      {fullscreenButton}
    </div>
  );
}
