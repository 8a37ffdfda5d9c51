import type { LottoBillValidateRequest, LottoValidatedBill } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { discountOf, toPricedBill, totalOf, walletOf } from './answers.ts';
import { openRound, priceBill } from './price-bill.ts';
import { insufficientIn, lottoWalletTypes, lottoWalletViews, requireLottoWallet } from './wallet.ts';

/**
 * Prices the bill and checks the balance; writes nothing (docs/rules/lotto.md#bills-and-limits). It
 * answers the wallets the bill may be paid from with their balances (docs/rules/lotto.md#bill-wallet):
 * with a wallet_id, that wallet must be allowed and hold the pay (the total less the discount); without one, any allowed wallet
 * that pays it will do, so the bill page can offer the choice.
 */
export async function validateBill(
  db: Db,
  clock: Clock,
  member: SessionMember,
  req: LottoBillValidateRequest,
  memberVip: MemberVipReader,
): Promise<LottoValidatedBill> {
  const open = await openRound(db, clock, member, req, false);
  const { round, lines } = await priceBill(db, member, open, req, false, memberVip);
  const allowed = await lottoWalletTypes(db, member.id);
  if (req.wallet_id !== undefined) requireLottoWallet(req.wallet_id, allowed);
  const { views, balances } = await lottoWalletViews(db, member.id, allowed);
  const pay = totalOf(lines) - discountOf(lines);
  // Without a wallet_id no wallet can pay: main's message, the wallet the member knows.
  const asked = walletOf(req);
  const payable = req.wallet_id === undefined ? allowed : [asked];
  if (!payable.some((w) => pay <= (balances.get(w) ?? 0n))) throw insufficientIn(asked);
  return { ...toPricedBill(round.id, lines), wallets: views };
}
