import { createHash } from 'node:crypto';
import { bahtToSatang, lottoLineMessages, MAIN_WALLET_TYPE_ID, satangToBaht } from '@ug99/contract';
import type {
  LottoBillCreateRequest,
  LottoBillCreated,
  LottoBillValidateRequest,
  LottoPricedBill,
  LottoPricedLine,
  LottoValidatedBill,
} from '@ug99/contract';
import type { z } from 'zod';
import type { lottoBillDetail, lottoBillList, lottoBillListQuery, LottoBillStatus } from '@ug99/contract';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { isLedgerError, runInLedgerTransaction, transfer } from '#ledger';
import { accrueTurnoverDay } from '#points';
import { canStake } from '#responsible-gaming';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { Clock } from '#shared/clock.ts';
import { takesBets } from '../rounds/taking-bets.ts';
import { isStakeable, numberKey, priceLines, winSatang } from './pricing.ts';
import type { LineInput, PricedLine } from './pricing.ts';
import {
  addLottoDailyTotals,
  billByRequest,
  billWithRound,
  findRound,
  insertBill,
  insertLines,
  linesOf,
  listBills,
  lockBill,
  markCancelled,
  memberNumberStakes,
  moveNumberStakes,
  numberStakes,
  ratesOf,
  rulesOf,
} from './queries.ts';
import type { BillRow, LineRow, RoundRow } from './queries.ts';
import {
  insufficientIn,
  lottoWalletTypes,
  lottoWalletViews,
  memberWallet,
  requireLottoWallet,
} from './wallet.ts';
import { metrics } from '#shared/metrics/domain.ts';

export type LottoBillService = ReturnType<typeof createLottoBillService>;
type BillDetail = z.infer<typeof lottoBillDetail>;
type BillList = z.infer<typeof lottoBillList>;
type BillListQuery = z.infer<typeof lottoBillListQuery>;

export const BILL_PAGE_SIZE = 20;

/** The bill's own wallet: the stake left it, so a cancel returns there (docs/rules/lotto.md#bill-wallet). */
const billWallet = (bill: BillRow) => memberWallet(bill.memberId, bill.walletTypeId);
const stakes = { system: 'lotto_stakes' } as const;
const rateOfHundredths = (h: number) => h / 100;

function toPricedLine(l: PricedLine): LottoPricedLine {
  return {
    type: l.type,
    number: l.number,
    amount: satangToBaht(l.amountSatang),
    rate: rateOfHundredths(l.rateHundredths),
    potential_win: satangToBaht(winSatang(l.amountSatang, l.rateHundredths)),
    state: l.state,
  };
}

/** The priced bill as validate answers it: totals count only the lines that can be staked. */
function toPricedBill(roundId: number, lines: PricedLine[]): LottoPricedBill {
  const taken = lines.filter(isStakeable);
  return {
    round_id: roundId,
    lines: lines.map(toPricedLine),
    total: satangToBaht(taken.reduce((s, l) => s + l.amountSatang, 0n)),
    potential_win: satangToBaht(taken.reduce((s, l) => s + winSatang(l.amountSatang, l.rateHundredths), 0n)),
  };
}

const inputLines = (req: LottoBillValidateRequest): LineInput[] =>
  req.lines.map((l) => ({ type: l.type, number: l.number, amountSatang: bahtToSatang(l.amount) }));

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

const walletOf = (req: LottoBillValidateRequest): number => req.wallet_id ?? MAIN_WALLET_TYPE_ID;

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
        e.state === priced[i]!.state,
    )
  );
}

function storedLine(l: LineRow): LottoPricedLine {
  return toPricedLine({
    type: l.betType as PricedLine['type'],
    number: l.number,
    amountSatang: l.amountSatang,
    rateHundredths: l.rateHundredths,
    state: l.pricedState as PricedLine['state'],
  });
}

const createdAnswer = (bill: BillRow, lines: LineRow[]): LottoBillCreated => ({
  bill_id: bill.id,
  status: bill.status as LottoBillStatus,
  total: satangToBaht(bill.totalSatang),
  lines: lines.map(storedLine),
});

/** Until when the member may still cancel, or null when they no longer can (docs/rules/lotto.md). */
function cancelUntil(bill: BillRow, round: NonNullable<RoundRow>['round'], now: Date): string | null {
  const open = bill.status === 'pending' && takesBets(round, now) && now < round.cancelUntil;
  return open ? round.cancelUntil.toISOString() : null;
}

const categoryDto = (c: NonNullable<RoundRow>['category']) => ({
  category_id: c.id,
  code: c.code as BillDetail['category']['code'],
  name: c.name,
  image: c.image,
});

/**
 * Lotto bills (docs/rules/lotto.md#bills-and-limits): validate prices a bill without writing; create
 * prices it again under the locks of its numbers, refuses when the pricing moved since the member saw
 * it, and stakes it from the main wallet; cancel refunds a pending bill until the round's cut-off.
 */
export function createLottoBillService(db: Db, clock: Clock) {
  /** The round of this member's agent, open for bets now (the job may not have closed it yet). */
  async function openRound(tx: Db, member: SessionMember, req: LottoBillValidateRequest, lock: boolean) {
    // agent_id is the site's own agent; another agent's id names nothing this member can bet on.
    if (req.agent_id !== member.agentId) throw new AppError('AGENT_NOT_FOUND');
    const found = await findRound(tx, req.round_id, member.agentId, lock);
    if (!found) throw new AppError('LOTTO_ROUND_NOT_FOUND');
    const now = clock.now();
    const { round } = found;
    if (!takesBets(round, now)) {
      throw new AppError('LOTTO_ROUND_CLOSED');
    }
    return { ...found, now };
  }

  /** Prices the request's lines; `lock` also locks the counters of its numbers (create only). */
  async function price(
    tx: Db,
    member: SessionMember,
    open: Awaited<ReturnType<typeof openRound>>,
    req: LottoBillValidateRequest,
    lock: boolean,
  ) {
    const { round, category, now } = open;
    const lines = inputLines(req);
    const keys = lines.map((l) => numberKey(l.type, l.number));
    // One after another: a transaction is one connection, which answers one query at a time.
    const rates = await ratesOf(tx, category.id);
    const rules = await rulesOf(tx, round.id, keys);
    const staked = await numberStakes(tx, round.id, keys, lock);
    const memberStaked = await memberNumberStakes(tx, round.id, member.id, keys, lock);
    const pricing = priceLines(lines, {
      betTypes: category.betTypes,
      rates,
      rules,
      staked,
      memberStaked,
      memberCapSatang: category.memberNumberCapSatang,
    });
    if (!pricing.ok) {
      throw new AppError('LOTTO_LINE_INVALID', lottoLineMessages.line(pricing.line + 1, pricing.why));
    }
    return { round, category, now, rates, staked, memberStaked, lines: pricing.lines };
  }

  const totalOf = (lines: PricedLine[]) => lines.filter(isStakeable).reduce((s, l) => s + l.amountSatang, 0n);

  async function replay(earlier: BillRow, req: LottoBillCreateRequest): Promise<LottoBillCreated> {
    if (earlier.requestHash !== requestHash(req)) throw new AppError('LOTTO_REQUEST_REUSED');
    return createdAnswer(earlier, await linesOf(db, earlier.id));
  }

  async function place(member: SessionMember, req: LottoBillCreateRequest): Promise<LottoBillCreated> {
    return runInLedgerTransaction(db, async (tx) => {
      const open = await openRound(tx, member, req, true);
      const { round, now } = open;
      const wallet = walletOf(req);
      requireLottoWallet(wallet, await lottoWalletTypes(tx, member.id));
      // The bill row comes first: its unique (member, request id) makes a concurrent copy of this
      // request wait here until this one commits, then fail and answer this bill (see create). Its
      // total is the request's: a bill is only created when every line is staked in full.
      const bill = await insertBill(tx, {
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
      const priced = await price(tx, member, open, req, true);
      const { lines } = priced;
      const answer = toPricedBill(round.id, lines);
      const rates = new Map([...priced.rates].map(([type, r]) => [type, r.rateHundredths]));
      // The member confirms a price, not a request: any moved rate or state is shown before staking.
      if (!sameAsExpected(answer.lines, req, rates))
        throw new AppError('LOTTO_RATE_CHANGED', undefined, answer);
      if (!lines.every(isStakeable)) throw new AppError('LOTTO_NUMBER_CLOSED', undefined, answer);
      const total = totalOf(lines);
      if (total !== bill.totalSatang)
        throw new Error(`bill ${bill.id}: priced ${total}, asked ${bill.totalSatang}`);

      const rg = await canStake(tx, member.id, total, now);
      if (!rg.ok) throw new AppError(rg.key, rg.message);
      try {
        await transfer(tx, {
          key: `lotto_bet:${bill.id}`,
          from: memberWallet(member.id, wallet),
          to: stakes,
          amount: total,
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
      metrics.lottoBillCreated(total);
      await insertLines(
        tx,
        lines.map((l) => ({
          billId: bill.id,
          roundId: round.id,
          betType: l.type,
          number: l.number,
          amountSatang: l.amountSatang,
          rateHundredths: l.rateHundredths,
          pricedState: l.state,
        })),
      );
      const deltas = new Map<string, bigint>();
      for (const l of lines) {
        const key = numberKey(l.type, l.number);
        deltas.set(key, (deltas.get(key) ?? 0n) + l.amountSatang);
      }
      await moveNumberStakes(tx, round.id, member.id, deltas, priced);
      await addLottoDailyTotals(
        tx,
        { day: bangkokDate(now), memberId: member.id, walletTypeId: wallet },
        { betCount: 1, turnover: total },
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

  async function detail(member: SessionMember, billId: number): Promise<BillDetail> {
    const found = await billWithRound(db, billId, member.id);
    if (!found) throw new AppError('LOTTO_BILL_NOT_FOUND');
    const { bill, round, category } = found;
    const lines = await linesOf(db, bill.id);
    return {
      bill_id: bill.id,
      round_id: round.id,
      round_title: round.title,
      category: categoryDto(category),
      status: bill.status as LottoBillStatus,
      total: satangToBaht(bill.totalSatang),
      win_amount: satangToBaht(bill.winSatang),
      note: bill.note,
      created_at: bill.createdAt.toISOString(),
      cancel_until: cancelUntil(bill, round, clock.now()),
      lines: lines.map((l) => ({
        type: l.betType as LottoPricedLine['type'],
        number: l.number,
        amount: satangToBaht(l.amountSatang),
        rate: rateOfHundredths(l.rateHundredths),
        status: l.status as LottoBillStatus,
        win_amount: satangToBaht(l.winSatang),
      })),
    };
  }

  return {
    /**
     * Prices the bill and checks the balance; writes nothing (docs/rules/lotto.md#bills-and-limits). It
     * answers the wallets the bill may be paid from with their balances (docs/rules/lotto.md#bill-wallet):
     * with a wallet_id, that wallet must be allowed and pay the total; without one, any allowed wallet
     * that pays it will do, so the bill page can offer the choice.
     */
    async validate(member: SessionMember, req: LottoBillValidateRequest): Promise<LottoValidatedBill> {
      const { round, lines } = await price(db, member, await openRound(db, member, req, false), req, false);
      const allowed = await lottoWalletTypes(db, member.id);
      if (req.wallet_id !== undefined) requireLottoWallet(req.wallet_id, allowed);
      const { views, balances } = await lottoWalletViews(db, member.id, allowed);
      const total = totalOf(lines);
      // Without a wallet_id no wallet can pay: main's message, the wallet the member knows.
      const asked = walletOf(req);
      const payable = req.wallet_id === undefined ? allowed : [asked];
      if (!payable.some((w) => total <= (balances.get(w) ?? 0n))) throw insufficientIn(asked);
      return { ...toPricedBill(round.id, lines), wallets: views };
    },

    /**
     * Idempotent by request_id: a retry answers the bill it made, as it is now, and moves nothing; the
     * same id with other lines or note is refused. Twenty copies in parallel make one bill.
     */
    async create(member: SessionMember, req: LottoBillCreateRequest): Promise<LottoBillCreated> {
      const earlier = await billByRequest(db, member.id, req.request_id);
      if (earlier) return replay(earlier, req);
      try {
        return await place(member, req);
      } catch (err) {
        // A concurrent copy of this request committed first: its bill is the answer to this one too,
        // whatever this copy ran into (the unique request id, or the caps the first copy just used).
        const winner = await billByRequest(db, member.id, req.request_id);
        if (winner) return replay(winner, req);
        throw err;
      }
    },

    /**
     * Cancels a pending bill until the round's cancel_until: the stake comes back, the number counters
     * and the day's turnover go down. A second cancel of the same bill answers it and refunds nothing.
     */
    async cancel(member: SessionMember, req: { bill_id: number; agent_id: number }): Promise<BillDetail> {
      if (req.agent_id !== member.agentId) throw new AppError('AGENT_NOT_FOUND');
      await runInLedgerTransaction(db, async (tx) => {
        const bill = await lockBill(tx, req.bill_id, member.id);
        if (!bill) throw new AppError('LOTTO_BILL_NOT_FOUND');
        if (bill.status === 'cancelled') return;
        const found = await findRound(tx, bill.roundId, member.agentId, true);
        if (!found) throw new AppError('LOTTO_BILL_NOT_FOUND');
        const now = clock.now();
        if (!cancelUntil(bill, found.round, now)) throw new AppError('LOTTO_CANCEL_CLOSED');

        const lines = await linesOf(tx, bill.id);
        const keys = lines.map((l) => numberKey(l.betType, l.number));
        const staked = await numberStakes(tx, bill.roundId, keys, true);
        const memberStaked = await memberNumberStakes(tx, bill.roundId, member.id, keys, true);
        const deltas = new Map<string, bigint>();
        for (const l of lines) {
          const key = numberKey(l.betType, l.number);
          deltas.set(key, (deltas.get(key) ?? 0n) - l.amountSatang);
        }
        await transfer(tx, {
          key: `lotto_cancel:${bill.id}`,
          from: stakes,
          to: billWallet(bill),
          amount: bill.totalSatang,
          reason: 'lotto_cancel',
          refType: 'lotto_bill',
          refId: String(bill.id),
          createdBy: `member:${member.id}`,
          at: now,
        });
        await markCancelled(tx, bill.id, now);
        await moveNumberStakes(tx, bill.roundId, member.id, deltas, { staked, memberStaked });
        // The stake leaves the turnover of the Bangkok day it was counted in.
        await addLottoDailyTotals(
          tx,
          { day: bangkokDate(bill.createdAt), memberId: member.id, walletTypeId: bill.walletTypeId },
          { betCount: -1, turnover: -bill.totalSatang },
        );
      });
      return detail(member, req.bill_id);
    },

    detail,

    /** The member's own bills, newest first; `date` is the Bangkok day the bill was placed. */
    async list(member: SessionMember, q: BillListQuery): Promise<BillList> {
      // A date no bill can have been placed on (before the epoch, past year 9999) lists nothing.
      if (q.date && (q.date < '1970-01-01' || q.date >= '9999-12-31')) {
        return { items: [], page: q.page, page_size: BILL_PAGE_SIZE, total: 0 };
      }
      const from = q.date ? startOfBangkokDate(q.date) : undefined;
      const { rows, total } = await listBills(
        db,
        {
          memberId: member.id,
          status: q.status,
          categoryId: q.category_id,
          createdFrom: from,
          createdTo: from && new Date(from.getTime() + DAY),
        },
        { limit: BILL_PAGE_SIZE, offset: (q.page - 1) * BILL_PAGE_SIZE },
      );
      const now = clock.now();
      return {
        items: rows.map(({ bill, round, category, lineCount }) => ({
          bill_id: bill.id,
          round_id: round.id,
          round_title: round.title,
          category: categoryDto(category),
          status: bill.status as LottoBillStatus,
          total: satangToBaht(bill.totalSatang),
          win_amount: satangToBaht(bill.winSatang),
          line_count: Number(lineCount ?? 0),
          created_at: bill.createdAt.toISOString(),
          cancel_until: cancelUntil(bill, round, now),
        })),
        page: q.page,
        page_size: BILL_PAGE_SIZE,
        total,
      };
    },
  };
}
