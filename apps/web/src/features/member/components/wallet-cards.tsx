import { MAIN_WALLET_TYPE_ID, WALLET_TYPES, type Wallet } from '@ug99/contract';
import { memberTh } from '../th.ts';
import { Money } from '@/shared/ui/money.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useWallets } from '../api/get-wallets.ts';

/** The main wallet first, then the others in the order of docs/rules/wallets.md#wallet-types. */
function byType(a: Wallet, b: Wallet): number {
  return a.wallet_type_id - b.wallet_type_id || a.id - b.id;
}

/**
 * One card per wallet with its balance (main, promotion, free credit, affiliate:
 * docs/rules/wallets.md#wallet-types).
 */
export function WalletCards() {
  const { data, isPending } = useWallets();
  if (isPending) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Object.keys(WALLET_TYPES).map((type) => (
          <li key={type}>
            <Skeleton className="h-[5.25rem] w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (!data || data.length === 0) return <p className="text-base text-muted">{memberTh.home.walletsEmpty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {[...data].sort(byType).map((wallet) => (
        <li
          key={wallet.id}
          className={`rounded-2xl border p-4 ${wallet.wallet_type_id === MAIN_WALLET_TYPE_ID ? 'border-gold-500/60 bg-linear-to-br from-ink-700 to-ink-800' : 'border-ink-600 bg-ink-800'}`}
        >
          <p className="text-base text-muted">{wallet.wallet_name}</p>
          <p className="mt-1 text-xl font-bold text-white">
            <Money baht={wallet.balance} />
          </p>
        </li>
      ))}
    </ul>
  );
}
