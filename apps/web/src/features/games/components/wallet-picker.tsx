import { MAIN_WALLET_TYPE_ID, type Wallet } from '@ug99/contract';
import { gamesTh } from '../th.ts';
import { Money } from '@/shared/ui/money.tsx';
import { WalletIcon } from './game-icons.tsx';

/**
 * docs/rules/games.md#choosing-a-wallet: the prompt 'กรุณาเลือกกระเป๋าเงิน' and one card per wallet
 * (wallet_name, balance in baht).
 */
export function WalletPicker({
  wallets,
  onChoose,
}: {
  wallets: Wallet[];
  onChoose: (wallet: Wallet) => void;
}) {
  return (
    <div className="mx-auto w-full max-w-[480px] px-4 py-6">
      <h2 id="wallet-picker-heading" className="text-center text-xl font-bold text-gold-400">
        {gamesTh.pickWallet}
      </h2>
      {wallets.length === 0 ? (
        <p className="mt-4 text-center text-base text-muted">{gamesTh.noWallet}</p>
      ) : (
        <ul aria-labelledby="wallet-picker-heading" className="mt-5 grid gap-3">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                onClick={() => onChoose(wallet)}
                className={`flex min-h-16 w-full items-center gap-3 rounded-2xl border p-4 text-left transition hover:border-gold-400 focus-visible:outline-2 focus-visible:outline-gold-400 ${wallet.wallet_type_id === MAIN_WALLET_TYPE_ID ? 'border-gold-500/60 bg-linear-to-br from-ink-700 to-ink-800' : 'border-ink-600 bg-ink-800'}`}
              >
                <WalletIcon className="size-8 shrink-0 text-gold-400" />
                <span className="min-w-0 flex-1">
                  <span className="block text-base text-ink-100">{wallet.wallet_name}</span>
                  <span className="block text-sm text-muted">{gamesTh.remaining}</span>
                </span>
                <Money baht={wallet.balance} className="text-xl font-bold text-white" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
