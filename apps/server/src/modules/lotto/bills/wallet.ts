import { MAIN_WALLET_TYPE_ID, satangToBaht, WALLET_TYPES } from '@ug99/contract';
import type { LottoBillWallet, WalletTypeId } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { accountBalance } from '#ledger';
import { promotionWalletCategories } from '#promotions';

/** The promotion wallet's wallet_type_id (docs/rules/wallets.md#wallet-types). */
export const PROMOTION_WALLET_TYPE_ID = 2 as const satisfies WalletTypeId;

/** The member's wallet of one type, as the ledger names it (a bill's stored type is one of the four). */
export const memberWallet = (memberId: number, wallet: number) =>
  ({ member: memberId, wallet: wallet as WalletTypeId }) as const;

/**
 * The wallets a bill may be paid from now (docs/rules/lotto.md#bill-wallet): main always; the promotion
 * wallet only while the member's active promotion lists lotto among its categories, asked of the
 * promotions domain as the game sheet does; free credit and affiliate never.
 */
export async function lottoWalletTypes(db: Db, memberId: number): Promise<WalletTypeId[]> {
  const categories = await promotionWalletCategories(db, memberId);
  return categories.includes('lotto')
    ? [MAIN_WALLET_TYPE_ID, PROMOTION_WALLET_TYPE_ID]
    : [MAIN_WALLET_TYPE_ID];
}

/** Refuses a wallet the bill may not be paid from, with the code that tells the member why. */
export function requireLottoWallet(wallet: number, allowed: readonly number[]): void {
  if (allowed.includes(wallet)) return;
  throw new AppError(
    wallet === PROMOTION_WALLET_TYPE_ID ? 'LOTTO_PROMOTION_WALLET_NOT_ALLOWED' : 'LOTTO_WALLET_NOT_ALLOWED',
  );
}

/** The refusal when the chosen wallet cannot pay the bill's total. */
export const insufficientIn = (wallet: number) =>
  new AppError(
    wallet === PROMOTION_WALLET_TYPE_ID
      ? 'LOTTO_PROMOTION_WALLET_INSUFFICIENT'
      : 'LOTTO_INSUFFICIENT_BALANCE',
  );

/** The allowed wallets with their balances, main first, as validate answers them to the bill page. */
export async function lottoWalletViews(
  db: Db,
  memberId: number,
  allowed: readonly WalletTypeId[],
): Promise<{ views: LottoBillWallet[]; balances: Map<number, bigint> }> {
  const balances = new Map<number, bigint>();
  for (const wallet of allowed)
    balances.set(wallet, await accountBalance(db, memberWallet(memberId, wallet)));
  const views = allowed.map((wallet) => ({
    wallet_type_id: wallet,
    wallet_name: WALLET_TYPES[wallet],
    balance: satangToBaht(balances.get(wallet) ?? 0n),
  }));
  return { views, balances };
}
