import { createHash } from 'node:crypto';
import { bahtToSatang, MAIN_WALLET_TYPE_ID } from '@ug99/contract';
import type { LottoBillCreated, LottoBillCreateRequest, LottoPricedLine } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { isLedgerError, runInLedgerTransaction, transfer } from '#ledger';
import { addDailyPlayTotals } from '#games';
import { accrueTurnoverDay } from '#points';
import { canStake } from '#responsible-gaming';
import { bangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import type { MemberVipReader } from '#vip';
import { metrics } from '#shared/metrics/domain.ts';
import {
  createdAnswer,
  discountOf,
  inputLines,
  payOfBill,
  rateOfHundredths,
  stakes,
  toPricedBill,
  totalOf,
  walletOf,
} from './answers.ts';
import { recordCapAlerts } from '../alerts/record.ts';
import type { StakeMove } from '../alerts/record.ts';
import { openRound, priceBill } from './price-bill.ts';
import { isStakeable, numberKey } from './pricing.ts';
import {
  billByRequest,
  insertBill,
  insertLines,
  linesOf,
  moveNumberStakes,
  setBillDiscount,
} from './queries.ts';
import type { BillRow } from './queries.ts';
import { insufficientIn, lottoWalletTypes, memberWallet, requireLottoWallet } from './wallet.ts';

/**
 * Places a bill (docs/rules/lotto.md#bills-and-limits). Idempotent by request_id: a retry answers the
 * bill it made, as it is now, and moves nothing; the same id with other lines or note is refused.
 * Twenty copies in parallel make one bill.
 */
export async function createBill(
  db: Db,
  clock: Clock,
  member: SessionMember,
  req: LottoBillCreateRequest,
  memberVip: MemberVipReader,
): Promise<LottoBillCreated> {
  const earlier = await billByRequest(db, member.id, req.request_id);
  if (earlier) return replay(db, earlier, req);
  try {
    return await place(db, clock, member, req, memberVip);
  } catch (err) {
    // A concurrent copy of this request committed first: its bill is the answer to this one too,
    // whatever this copy ran into (the unique request id, or the caps the first copy just used).
    const winner = await billByRequest(db, member.id, req.request_id);
    if (winner) return replay(db, winner, req);
    throw err;
  }
}

async function replay(db: Db, earlier: BillRow, req: LottoBillCreateRequest): Promise<LottoBillCreated> {
  if (earlier.requestHash !== requestHash(req)) throw new AppError('LOTTO_REQUEST_REUSED');
  return createdAnswer(earlier, await linesOf(db, earlier.id));
}

/**
 * Prices the bill again under the locks of its numbers, refuses when the pricing moved since the member
 * saw it, and stakes it from the chosen wallet, in one transaction.
 */
function place(
  db: Db,
  clock: Clock,
  member: SessionMember,
  req: LottoBillCreateRequest,
  memberVip: MemberVipReader,
) {
  return runInLedgerTransaction(db, async (tx) => {
    const open = await openRound(tx, clock, member, req, true);
    const { round, now } = open;
    const wallet = walletOf(req);
    requireLottoWallet(wallet, await lottoWalletTypes(tx, member.id));
    // The bill row comes first: its unique (member, request id) makes a concurrent copy of this
    // request wait here until this one commits, then fail and answer this bill (see createBill). Its
    // total is the request's: a bill is only created when every line is staked in full.
    const inserted = await insertBill(tx, {
      agentId: member.agentId,
      memberId: member.id,
      roundId: round.id,
      requestId: req.request_id,
      requestHash: requestHash(req),
      walletTypeId: wallet,
      totalSatang: inputLines(req).reduce((s, l) => s + l.amountSatang, 0n),
      note: req.note ?? null,
      createdAt: now,
    });
    const priced = await priceBill(tx, member, open, req, true, memberVip);
    const { lines } = priced;
    const answer = toPricedBill(round.id, lines);
    const rates = new Map([...priced.rates].map(([type, r]) => [type, r.rateHundredths]));
    // The member confirms a price, not a request: any moved rate or state is shown before staking.
    if (!sameAsExpected(answer.lines, req, rates))
      throw new AppError('LOTTO_RATE_CHANGED', undefined, answer);
    if (!lines.every(isStakeable)) throw new AppError('LOTTO_NUMBER_CLOSED', undefined, answer);
    const total = totalOf(lines);
    if (total !== inserted.totalSatang)
      throw new Error(`bill ${inserted.id}: priced ${total}, asked ${inserted.totalSatang}`);
    // The wallet pays the total less the discount (docs/rules/lotto.md#discounts); a win stays amount × rate.
    const bill = await setBillDiscount(tx, inserted.id, discountOf(lines));
    const pay = payOfBill(bill);

    const rg = await canStake(tx, member.id, pay, now);
    if (!rg.ok) throw new AppError(rg.key, rg.message);
    try {
      await transfer(tx, {
        key: `lotto_bet:${bill.id}`,
        from: memberWallet(member.id, wallet),
        to: stakes,
        amount: pay,
        reason: 'lotto_bet',
        refType: 'lotto_bill',
        refId: String(bill.id),
        createdBy: `member:${member.id}`,
        at: now,
      });
    } catch (err) {
      if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw insufficientIn(wallet);
      throw err;
    }
    metrics.lottoBillCreated(pay);
    await insertLines(
      tx,
      lines.map((l) => ({
        billId: bill.id,
        roundId: round.id,
        betType: l.type,
        number: l.number,
        amountSatang: l.amountSatang,
        rateHundredths: l.rateHundredths,
        discountSatang: l.discountSatang,
        pricedState: l.state,
      })),
    );
    const deltas = new Map<string, bigint>();
    for (const l of lines) {
      const key = numberKey(l.type, l.number);
      deltas.set(key, (deltas.get(key) ?? 0n) + l.amountSatang);
    }
    await moveNumberStakes(tx, round.id, member.id, deltas, priced);
    // The back office hears of a number nearing its cap (docs/rules/lotto.md#near-cap-alerts).
    await recordCapAlerts(tx, { roundId: round.id, billId: bill.id, now }, stakeMoves(deltas, priced));
    await addDailyPlayTotals(
      tx,
      { day: bangkokDate(now), memberId: member.id, walletTypeId: wallet, category: 'lotto' },
      // Turnover is what the member paid: promotions, cashback, quests and affiliate count money that
      // left the wallet, never the discount the site gave back (docs/rules/lotto.md#discounts).
      { betCount: 1, turnover: pay },
    );
    // The day's turnover points arrive with the stake (docs/ENGAGEMENT.md "When rewards arrive").
    await accrueTurnoverDay(tx, {
      memberId: member.id,
      day: bangkokDate(now),
      now,
      createdBy: `member:${member.id}`,
    });
    return createdAnswer(bill, await linesOf(tx, bill.id));
  });
}

/** Each number's stakes across members before and after the bill, with the cap they count against. */
function stakeMoves(deltas: ReadonlyMap<string, bigint>, priced: Awaited<ReturnType<typeof priceBill>>) {
  return [...deltas].map(([key, delta]): StakeMove => {
    const [betType = '', number = ''] = key.split(':');
    const before = priced.staked.get(key) ?? 0n;
    const rate = priced.rates.get(betType);
    const capSatang = priced.rules.get(key)?.capSatang ?? rate?.numberCapSatang ?? 0n;
    return { betType, number, before, after: before + delta, capSatang };
  });
}

/**
 * What a request asks for: the same request id with another hash is another bill (LOTTO_REQUEST_REUSED).
 * A wallet other than main is part of it; main is left out so a bill placed before the choice existed
 * keeps its hash for a retry.
 */
function requestHash(req: LottoBillCreateRequest): string {
  const lines = req.lines.map((l) => [l.type, l.number, String(bahtToSatang(l.amount))]);
  const wallet = walletOf(req);
  const asked = [req.round_id, req.note ?? null, lines];
  return createHash('sha256')
    .update(JSON.stringify(wallet === MAIN_WALLET_TYPE_ID ? asked : [...asked, wallet]))
    .digest('hex');
}

/**
 * The pricing the member confirmed: the lines validate answered, or, when the client sends none, the
 * rates page's pricing (every line `ok` at the category's rate). Compared field by field, in order.
 */
function sameAsExpected(priced: LottoPricedLine[], req: LottoBillCreateRequest, rates: Map<string, number>) {
  const expected =
    req.expected ??
    req.lines.map((l) => ({ ...l, rate: rateOfHundredths(rates.get(l.type) ?? 0), state: 'ok' as const }));
  return (
    expected.length === priced.length &&
    expected.every(
      (e, i) =>
        e.type === priced[i]!.type &&
        e.number === priced[i]!.number &&
        // Amounts and rates cross the API with 2 decimals; they are compared as the integers they stand
        // for (satang, hundredths), through the one decimal-string conversion, never by float arithmetic.
        bahtToSatang(e.amount) === bahtToSatang(priced[i]!.amount) &&
        bahtToSatang(e.rate) === bahtToSatang(priced[i]!.rate) &&
        e.state === priced[i]!.state &&
        // A discount the member was shown and that has moved since is a changed price too.
        (!('discount' in e) ||
          e.discount === undefined ||
          bahtToSatang(e.discount) === bahtToSatang(priced[i]!.discount)),
    )
  );
}
