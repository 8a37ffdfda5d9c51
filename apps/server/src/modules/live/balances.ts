import { satangToBaht } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberWallets } from '#ledger';
import { publishMemberEvent } from './bus.ts';

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
