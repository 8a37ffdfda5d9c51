import { satangToBaht } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberWallets, walletBalances } from '#ledger';
import type { WalletTypeId } from '#ledger';
import { hasMemberEventBus, publishMemberEvent } from './bus.ts';

/**
 * The `balance` events (docs/ARCHITECTURE.md#live-events). Both are called after the change has
 * committed, never inside its transaction, and neither can fail the caller.
 */

/** One wallet's new balance, as the movement already returned it: no read, nothing awaited. */
export function publishBalance(memberId: number, walletTypeId: number, balanceSatang: bigint | number): void {
  publishMemberEvent(memberId, {
    type: 'balance',
    wallet_type_id: walletTypeId,
    balance: satangToBaht(balanceSatang),
  });
}

/**
 * Every wallet of the member as it is now, for changes that may have moved more than one wallet (a
 * deposit that a promotion moves on) and are rare enough for one read. A failed read is reported to
 * `onError` and otherwise ignored: the member's next page load shows the balance anyway.
 */
export async function publishWalletBalances(
  db: Db,
  memberId: number,
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  try {
    for (const wallet of await memberWallets(db, memberId)) {
      publishBalance(memberId, wallet.walletTypeId, wallet.balance);
    }
  } catch (err) {
    onError(err);
  }
}

/**
 * The wallets a batch job has just paid into (a lotto round's winners, a voided round's refunds), as they
 * are now, in one read for the whole batch, so a member watching the site sees the payout without a
 * reload. Skipped when no bus could carry it (a command line without Redis); a failed read is reported to
 * `onError` and otherwise ignored, as above.
 */
export async function publishPaidWallets(
  db: Db,
  wallets: readonly { member: number; wallet: WalletTypeId }[],
  onError: (err: unknown) => void = () => {},
): Promise<void> {
  if (wallets.length === 0 || !hasMemberEventBus()) return;
  try {
    for (const wallet of await walletBalances(db, wallets)) {
      publishBalance(wallet.memberId, wallet.walletTypeId, wallet.balance);
    }
  } catch (err) {
    onError(err);
  }
}
