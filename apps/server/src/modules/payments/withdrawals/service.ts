import {
  bahtToSatang,
  errorDetails,
  findBank,
  MAIN_WALLET_TYPE_ID,
  maskAccountNo,
  satangToBaht,
  WITHDRAWAL_STATUS_LABELS,
} from '@ug99/contract';
import type { WithdrawAccount, Withdrawal, WithdrawList, WithdrawRequest } from '@ug99/contract';
import { listMemberBankAccounts } from '#members';
import type { SessionMember } from '#members';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import type { Clock } from '#shared/clock.ts';
import { isLedgerError, memberWallets, placeHold, runInLedgerTransaction } from '#ledger';
import { constraintViolated, PAYMENTS_CONSTRAINTS } from '../db-errors.ts';
import type { Withdrawal as WithdrawalRow } from '../withdrawals.ts';
import {
  hasPending,
  insertWithdrawal,
  minWithdraw,
  payoutTimes,
  recentWithdrawals,
  withdrawalByRequest,
} from './queries.ts';
import { metrics } from '#shared/metrics/domain.ts';
import { currentRules } from '../payouts/rules.ts';

export type WithdrawService = ReturnType<typeof createWithdrawService>;

const LIST_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The unique indexes of db/schema/payments.ts that both name the request: its id, and the hold key made from it. */
const SAME_REQUEST = ['withdrawals_member_request_unique', 'withdrawals_hold_key_unique'];

const bankName = (code: string) => findBank(code)?.name ?? code;

function toDto(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    amount: satangToBaht(w.amountSatang),
    bank: w.bank,
    bank_code: w.bankCode,
    bank_name: bankName(w.bankCode),
    account_no: maskAccountNo(w.accountNo),
    account_name: w.accountName,
    status: w.status,
    status_label: WITHDRAWAL_STATUS_LABELS[w.status],
    reject_reason: w.rejectReason,
    created_at: w.createdAt.toISOString(),
    decided_at: w.decidedAt?.toISOString() ?? null,
    sent_at: w.sentAt?.toISOString() ?? null,
    paid_at: w.paidAt?.toISOString() ?? null,
    failed_at: w.failedAt?.toISOString() ?? null,
  };
}

/**
 * The answer to a request id seen before: the withdrawal it made, as it is now. The same id with
 * another amount or bank is not a retry but a different request wearing a used id, so it is refused
 * rather than answered with a withdrawal the member did not ask for this time.
 */
function replayOf(row: WithdrawalRow, amount: bigint, bank: WithdrawRequest['bank']): Withdrawal {
  if (row.amountSatang !== amount || row.bank !== bank) throw new AppError('WITHDRAW_REQUEST_REUSED');
  return toDto(row);
}

/**
 * Withdrawals (docs/rules/payments.md#withdrawals): from the main wallet only, minimum per agent settings, at
 * most one open (pending or in flight) per member, the amount held by the ledger until it is paid or given
 * back. Allowed during cool-off and self-exclusion, so no responsible-gaming check here on purpose. Idempotent
 * by the client's `request_id` (docs/PAYMENTS.md): one withdrawal and one hold per id, whatever the retries.
 */
export function createWithdrawService(db: Db, clock: Clock, payouts: { sandboxGateway: boolean }) {
  /**
   * Whether a request is looked at by the automatic approval (docs/rules/payments.md#automatic-approval): the
   * rules are on and a payout gateway takes the money (only the sandbox's today). The page tells the member
   * what happens next by it.
   */
  async function autoApproval(agentId: number): Promise<boolean> {
    if (!payouts.sandboxGateway) return false;
    return (await currentRules(db, agentId, true)).rules.enabled;
  }

  async function minimum(agentId: number): Promise<bigint> {
    const min = await minWithdraw(db, agentId);
    if (min === undefined) throw new Error(`agent ${agentId} has no settings`);
    return min;
  }

  return {
    async request(member: SessionMember, req: WithdrawRequest): Promise<Withdrawal> {
      const now = clock.now();
      const amount = bahtToSatang(req.amount);
      // A retry of a submission that was already made answers it, before any rule is checked again:
      // the money is already held, and the rules may have moved since (the balance is now lower).
      const earlier = await withdrawalByRequest(db, member.id, req.request_id);
      if (earlier) return replayOf(earlier, amount, req.bank);
      const min = await minimum(member.agentId);
      if (amount < min) {
        throw new AppError('WITHDRAW_BELOW_MIN', errorDetails.WITHDRAW_BELOW_MIN(satangToBaht(min)));
      }
      const account = (await listMemberBankAccounts(db, member.id)).find((a) => a.kind === req.bank);
      if (!account) throw new AppError(req.bank === 'sub' ? 'WITHDRAW_NO_SUB_BANK' : 'VALIDATION_FAILED');
      // One open request per member: one still on its way through the payout gateway (approved, sent,
      // unknown) counts too. Two new requests at once are kept apart by the pending index below; a request
      // in flight only ever moves on to paid or failed, so checking it here leaves no gap. The open one
      // may be this very request, made by a concurrent copy since the look above: that one is answered.
      if (await hasPending(db, member.id)) {
        const winner = await withdrawalByRequest(db, member.id, req.request_id);
        if (winner) return replayOf(winner, amount, req.bank);
        throw new AppError('WITHDRAW_PENDING_EXISTS');
      }
      try {
        const row = await runInLedgerTransaction(db, async (tx) => {
          // The row first: its unique indexes (one pending per member, one row per request id) make a
          // concurrent second request wait for this transaction, then fail. The hold's key comes from
          // the request id too, so even a path past both indexes could not hold the amount twice.
          const holdKey = `withdraw:${member.id}:${req.request_id}`;
          const inserted = await insertWithdrawal(tx, {
            agentId: member.agentId,
            memberId: member.id,
            requestId: req.request_id,
            amountSatang: amount,
            holdKey,
            bank: account.kind,
            bankCode: account.bankCode,
            accountNo: account.accountNo,
            accountName: account.accountName,
            createdAt: now,
          });
          metrics.withdrawalStatus(inserted.status, inserted.amountSatang);
          await placeHold(tx, {
            key: holdKey,
            from: { member: member.id, wallet: MAIN_WALLET_TYPE_ID },
            pending: { system: 'withdrawals_pending' },
            amount,
            reason: 'withdraw',
            refType: 'withdrawal',
            refId: String(inserted.id),
            createdBy: `member:${member.id}`,
            at: now,
          });
          return inserted;
        });
        return toDto(row);
      } catch (err) {
        const onePending = PAYMENTS_CONSTRAINTS.onePendingWithdrawal;
        if (constraintViolated(err, onePending, ...SAME_REQUEST)) {
          // Either index may report a concurrent copy of this very request (PostgreSQL checks them in
          // its own order): if that copy committed, its withdrawal is the answer to this one too.
          const winner = await withdrawalByRequest(db, member.id, req.request_id);
          if (winner) return replayOf(winner, amount, req.bank);
          if (constraintViolated(err, onePending)) throw new AppError('WITHDRAW_PENDING_EXISTS');
        }
        if (isLedgerError(err, 'INSUFFICIENT_FUNDS')) throw new AppError('WITHDRAW_INSUFFICIENT');
        throw err;
      }
    },

    async list(member: SessionMember): Promise<WithdrawList> {
      const now = clock.now();
      const [min, wallets, pending, accounts, rows, times, auto] = await Promise.all([
        minimum(member.agentId),
        memberWallets(db, member.id),
        hasPending(db, member.id),
        listMemberBankAccounts(db, member.id),
        recentWithdrawals(db, member.id, LIST_LIMIT),
        payoutTimes(db, member.agentId, new Date(now.getTime() - DAY_MS), now),
        autoApproval(member.agentId),
      ]);
      const main = wallets.find((w) => w.walletTypeId === MAIN_WALLET_TYPE_ID)?.balance ?? 0n;
      const order = { main: 0, sub: 1 } as const;
      return {
        min_amount: satangToBaht(min),
        withdrawable: satangToBaht(main),
        has_pending: pending,
        auto_approval: auto,
        // "โดยปกติภายใน N นาที": the last day's median, rounded up to whole minutes.
        expected_minutes:
          times.medianSeconds === null ? null : Math.max(1, Math.ceil(times.medianSeconds / 60)),
        accounts: accounts
          .sort((a, b) => order[a.kind] - order[b.kind])
          .map((a): WithdrawAccount => ({
            bank: a.kind,
            bank_code: a.bankCode,
            bank_name: bankName(a.bankCode),
            account_no: maskAccountNo(a.accountNo),
            account_name: a.accountName,
          })),
        rows: rows.map(toDto),
      };
    },
  };
}
