import { memberTh } from '../th.ts';
import { Money } from '@/shared/ui/money.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { usePoints } from '../api/get-points.ts';
import { useWallets } from '../api/get-wallets.ts';
import { RefreshIcon } from './member-icons.tsx';
import { totalOfWallets } from './wallet-sum.ts';

/** The total of all wallets in baht with its refresh button, busy (spinning, disabled) while it reloads. */
export function WalletTotal() {
  const wallets = useWallets();
  const points = usePoints();
  const busy = wallets.isFetching;

  const refresh = () => {
    void wallets.refetch();
    void points.refetch();
  };

  return (
    <div className="flex min-h-11 items-center gap-2 rounded-xl bg-ink-900/70 py-1 pr-1 pl-3">
      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-sm text-muted">{memberTh.totalBalance}</p>
        <p aria-live="polite" className="text-lg font-bold text-gold-400">
          {wallets.data ? (
            <Money baht={totalOfWallets(wallets.data)} />
          ) : (
            <Skeleton className="my-1 h-5 w-24" />
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={refresh}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={busy ? memberTh.refreshing : memberTh.refresh}
        className="grid size-11 shrink-0 place-items-center rounded-lg text-gold-400 transition hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-wait"
      >
        <RefreshIcon className={`size-6 ${busy ? 'animate-spin' : ''}`} />
      </button>
    </div>
  );
}
