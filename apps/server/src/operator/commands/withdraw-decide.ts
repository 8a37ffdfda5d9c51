import { satangToBaht } from '@ug99/contract';
import { approveWithdrawal, rejectWithdrawal } from '#payments';
import type { Decision, Withdrawal } from '#payments';
import { OperatorError } from '../command.ts';
import type { CommandContext } from '../command.ts';

export function withdrawalId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new OperatorError('<id> must be a withdrawal number');
  return Number(text);
}

/** The fields `--json` prints for a withdrawal: amounts in satang as text, as the audit log keeps them. */
export function withdrawalJson(w: Withdrawal) {
  return {
    id: w.id,
    member_id: w.memberId,
    amount_satang: w.amountSatang.toString(),
    status: w.status,
    bank: w.bank,
    bank_code: w.bankCode,
    account_no: w.accountNo,
    account_name: w.accountName,
    reject_reason: w.rejectReason,
    decided_by: w.decidedBy,
    decided_at: w.decidedAt?.toISOString() ?? null,
    created_at: w.createdAt.toISOString(),
  };
}

const decidedText = (w: Withdrawal) =>
  `by ${w.decidedBy ?? '?'} at ${w.decidedAt?.toISOString() ?? '?'}` +
  (w.status === 'rejected' ? ` (reason: ${w.rejectReason ?? ''})` : '');

/**
 * Prints the outcome of a decision. Deciding again what was already decided the same way is a success
 * that changed nothing (exit 0, `replayed`), so a retried or repeated command is safe; the other
 * decision on a decided withdrawal is refused (exit 1). With `--json`, one JSON object on one line.
 */
export function report(
  { flags, print }: Pick<CommandContext, 'flags' | 'print'>,
  id: number,
  decision: Decision,
): number {
  if (flags.json === true) {
    print(
      JSON.stringify(
        decision.ok
          ? { ok: true, replayed: decision.replayed, withdrawal: withdrawalJson(decision.withdrawal) }
          : decision.why === 'not_found'
            ? { ok: false, error: 'not_found', id }
            : { ok: false, error: 'contradicted', withdrawal: withdrawalJson(decision.withdrawal) },
      ),
    );
    return decision.ok ? 0 : 1;
  }
  if (!decision.ok && decision.why === 'not_found') throw new OperatorError(`no withdrawal #${id}`);
  if (!decision.ok) {
    const w = decision.withdrawal;
    throw new OperatorError(`withdrawal #${id} is already ${w.status} ${decidedText(w)}; nothing changed`);
  }
  const w = decision.withdrawal;
  const what = `${satangToBaht(w.amountSatang).toFixed(2)} baht to ${w.bankCode} ${w.accountNo}`;
  print(
    decision.replayed
      ? `withdrawal #${id} was already ${w.status} ${decidedText(w)}: ${what}; nothing changed`
      : `withdrawal #${id} ${w.status}: ${what}`,
  );
  return 0;
}

export { approveWithdrawal, rejectWithdrawal };
