import type { LottoBillWallet } from '@ug99/contract';
import { formatTHB } from '@/shared/format/index.ts';
import { lottoTh } from '../th.ts';

/**
 * Which wallet pays the bill (docs/rules/lotto.md#bill-wallet): shown only when validate offered more
 * than main, i.e. while the member's active promotion allows lotto; each wallet with its balance, main
 * chosen first.
 */
export function BillWalletChoice({
  wallets,
  value,
  onChange,
  disabled,
}: {
  wallets: readonly LottoBillWallet[];
  value: number;
  onChange: (walletTypeId: number) => void;
  disabled: boolean;
}) {
  if (wallets.length < 2) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-semibold text-white">{lottoTh.billWallet.legend}</legend>
      {wallets.map((w) => {
        const checked = value === w.wallet_type_id;
        return (
          <label
            key={w.wallet_type_id}
            className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 has-focus-visible:outline-2 has-focus-visible:outline-gold-400 ${checked ? 'border-gold-400 bg-gold-500/10' : 'border-ink-600 bg-ink-900/60'}`}
          >
            <input
              type="radio"
              name="lotto-bill-wallet"
              checked={checked}
              onChange={() => onChange(w.wallet_type_id)}
              disabled={disabled}
              className="size-5 shrink-0 accent-gold-400"
            />
            <span className="flex min-w-0 flex-1 items-center justify-between gap-3">
              <span className="text-base text-white">{w.wallet_name}</span>
              <span className="text-sm text-ink-200">
                {lottoTh.billWallet.balance} {formatTHB(w.balance)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
