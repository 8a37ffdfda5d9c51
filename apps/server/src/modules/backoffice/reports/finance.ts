import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type {
  AffiliateCommissionResult,
  ConfirmDepositRequest,
  ConfirmDepositResult,
  ImportStatementResult,
  ReconcileResult,
} from '@ug99/contract';
import { commissionDayRecord, computeCommissionDay } from '#affiliate';
import { AppError } from '#http/app-error.ts';
import type { publishWalletBalances } from '#live';
import { checkInvariants, runInLedgerTransaction } from '#ledger';
import { confirmByOperator, findIntentByReference, importStatement, parseStatement } from '#payments';
import { agentMembersSql, memberContactsOf, memberOfAgent } from '#members';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';

/** The statement reader's reasons for a line it could not read, as the operator reads them. */
const STATEMENT_PROBLEM_TH: Record<string, string> = {
  'date is not a date': 'วันที่อ่านไม่ได้',
  'amount is not baht like 500.37': 'จำนวนเงินต้องเป็นบาท เช่น 500.37',
  'amount is zero': 'จำนวนเงินเป็นศูนย์',
  'quotes are not valid CSV': 'เครื่องหมายคำพูด (") ไม่ถูกต้องตามรูปแบบ CSV',
};

/**
 * The finance tools (docs/BACKOFFICE.md#finance-tools): each does what its operator command does, through
 * the same domain function, with the operator's account and address in the audit row.
 * - confirm a deposit by reference (deposit:confirm): confirmByOperator, the audit row in its transaction;
 * - import a bank statement (deposit:import-statement): importStatement credits or flags each line in its
 *   own transaction, as the command does (a line imported again changes nothing), then one audit row
 *   records the run;
 * - reconcile the ledger (ledger:reconcile): checkInvariants, read only;
 * - pay a finished day's affiliate commission (affiliate:commission): computeCommissionDay, which pays once
 *   and writes its audit row in its own transaction.
 */
export function createFinanceTools(
  ctx: OperationsContext,
  deps: {
    audit: typeof writeBackofficeAudit;
    live: { publishWalletBalances: typeof publishWalletBalances };
  },
) {
  const { db } = ctx;

  return {
    async confirmDeposit(operator: Operator, input: ConfirmDepositRequest): Promise<ConfirmDepositResult> {
      const agentId = await ctx.agentId();
      const { reference } = input;
      const intent = await findIntentByReference(db, reference);
      if (!intent || intent.agentId !== agentId) throw new AppError('BO_DEPOSIT_REFERENCE_UNKNOWN');
      const amount = input.amount === undefined ? intent.payAmountSatang : bahtToSatang(Number(input.amount));
      if (amount <= 0n) throw new AppError('BO_DEPOSIT_AMOUNT_INVALID');
      const now = ctx.clock.now();
      const result = await confirmByOperator(
        db,
        { reference, amountSatang: amount, operator: auditName(operator), now },
        (tx, confirmed) =>
          deps.audit(tx, operator, {
            ip: operator.ip,
            action: 'deposit:confirm',
            targetType: 'deposit_intent',
            targetId: reference,
            before: { status: intent.status },
            after: {
              status: confirmed.outcome === 'credited' ? 'paid' : intent.status,
              outcome: confirmed.outcome,
            },
            detail: {
              amount_satang: amount.toString(),
              outcome: confirmed.outcome,
              flagged_id: confirmed.flagged?.id ?? null,
            },
          }),
      );
      // Committed: the member's open pages show the credit at once.
      if (result.outcome === 'credited') void deps.live.publishWalletBalances(db, intent.memberId);
      const f = result.outcome === 'flagged' ? result.flagged : undefined;
      return {
        reference,
        outcome:
          result.outcome === 'credited' || result.outcome === 'flagged' ? result.outcome : 'already_paid',
        amount: satangToBaht(amount),
        member_id: intent.memberId,
        member_phone: (await memberOfAgent(db, agentId, intent.memberId))?.phone ?? '',
        flagged: f ? { id: f.id, reason: f.reason, detail: f.detail } : null,
      };
    },

    async importStatement(operator: Operator, statement: string): Promise<ImportStatementResult> {
      // Nothing readable: refused before anything is matched or written.
      if (parseStatement(statement).lines.length === 0) throw new AppError('BO_STATEMENT_NOT_READ');
      const agentId = await ctx.agentId();
      const now = ctx.clock.now();
      const { results, problems, summary } = await importStatement(db, agentId, statement, now);
      await runInLedgerTransaction(db, (tx) =>
        deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'deposit:import-statement',
          targetType: 'statement',
          targetId: now.toISOString(),
          after: summary,
          detail: {
            lines: results.length + problems.length,
            ...summary,
            references: results.flatMap((r) => (r.outcome === 'credited' ? [r.reference] : [])),
            flagged_ids: results.flatMap((r) => (r.outcome === 'flagged' ? [r.flagged.id] : [])),
            not_our_account_lines: results
              .filter((r) => r.outcome === 'not_our_account')
              .map((r) => r.line.text),
          },
        }),
      );
      const lines: ImportStatementResult['lines'] = [
        ...results.map((r) => ({
          line_no: r.line.lineNo,
          outcome: r.outcome,
          amount: satangToBaht(r.line.amountSatang),
          reference: 'reference' in r ? r.reference : null,
          flagged_id: 'flagged' in r && r.flagged ? r.flagged.id : null,
          text: r.outcome === 'not_our_account' ? r.line.text : null,
        })),
        ...problems.map((p) => ({
          line_no: p.lineNo,
          outcome: 'not_read' as const,
          amount: null,
          reference: null,
          flagged_id: null,
          text: `${STATEMENT_PROBLEM_TH[p.problem] ?? p.problem}: ${p.text}`,
        })),
      ].sort((a, b) => a.line_no - b.line_no);
      return { ...summary, lines };
    },

    async reconcile(): Promise<ReconcileResult> {
      const checkedAt = ctx.clock.now();
      const violations = await checkInvariants(db);
      return {
        balanced: violations.length === 0,
        violations: violations.map((v) => ({ invariant: v.invariant, message: v.message })),
        checked_at: checkedAt.toISOString(),
      };
    },

    async affiliateCommission(operator: Operator, day: string): Promise<AffiliateCommissionResult> {
      const now = ctx.clock.now();
      if (day >= bangkokDate(now)) throw new AppError('BO_COMMISSION_DAY_NOT_ENDED');
      const agentId = await ctx.agentId();
      const name = auditName(operator);
      const outcome = await computeCommissionDay(db, {
        agentId,
        day,
        now,
        by: `operator:${name}`,
        operator: name,
        origin: originOf(operator),
      });
      const record = await commissionDayRecord(db, agentId, agentMembersSql(agentId), day);
      const contacts = await memberContactsOf(
        db,
        record.payments.map((p) => p.memberId),
      );
      return {
        date: day,
        computed: outcome.computed,
        members: record.payments.length,
        total: satangToBaht(record.payments.reduce((sum, p) => sum + p.amountSatang, 0n)),
        computed_by: record.computedBy,
        computed_at: record.computedAt?.toISOString() ?? null,
        payments: record.payments.map((p) => ({
          member_id: p.memberId,
          phone: contacts.of(p.memberId).phone,
          amount: satangToBaht(p.amountSatang),
        })),
      };
    },
  };
}

export type FinanceTools = ReturnType<typeof createFinanceTools>;
