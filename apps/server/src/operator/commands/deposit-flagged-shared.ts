import { creditFlagged, returnFlagged } from '#payments';
import type { FlaggedDecision, FlaggedDeposit } from '#payments';
import { OperatorError } from '../command.ts';
import type { CommandContext } from '../command.ts';
import { bahtText } from './payment-args.ts';

export function flaggedId(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) {
    throw new OperatorError('<id> must be a flagged deposit number (see deposit:flagged)');
  }
  return Number(text);
}

/** The fields `--json` prints for a flagged deposit: amounts in satang as text, as the audit log keeps them. */
export function flaggedJson(f: FlaggedDeposit) {
  return {
    id: f.id,
    status: f.status,
    reason: f.reason,
    detail: f.detail,
    amount_satang: f.amountSatang.toString(),
    reference: f.reference,
    intent_id: f.intentId,
    member_id: f.memberId,
    source: f.source,
    received_into: f.receivedInto,
    paid_at: f.paidAt.toISOString(),
    credited_member_id: f.creditedMemberId,
    decided_by: f.decidedBy,
    decided_at: f.decidedAt?.toISOString() ?? null,
    decision_note: f.decisionNote,
    created_at: f.createdAt.toISOString(),
  };
}

const decidedText = (f: FlaggedDeposit) =>
  (f.status === 'credited' ? `credited to member ${f.creditedMemberId ?? '?'} ` : `${f.status} `) +
  `by ${f.decidedBy ?? '?'} at ${f.decidedAt?.toISOString() ?? '?'}`;

/**
 * Prints a decision on a flagged deposit. The same decision again is a success that changed nothing
 * (exit 0, `replayed`), so a retried command is safe; another decision on a decided row is refused
 * (exit 1). With `--json`, one JSON object on one line.
 */
export function reportDecision(
  { flags, print }: Pick<CommandContext, 'flags' | 'print'>,
  id: number,
  decision: FlaggedDecision,
): number {
  if (flags.json === true) {
    print(
      JSON.stringify(
        decision.ok
          ? { ok: true, replayed: decision.replayed, flagged: flaggedJson(decision.flagged) }
          : decision.why === 'contradicted'
            ? { ok: false, error: 'contradicted', flagged: flaggedJson(decision.flagged) }
            : { ok: false, error: decision.why, id },
      ),
    );
    return decision.ok ? 0 : 1;
  }
  if (!decision.ok && decision.why === 'not_found') throw new OperatorError(`no flagged deposit #${id}`);
  if (!decision.ok && decision.why === 'no_member') {
    throw new OperatorError(
      `flagged deposit #${id} belongs to no member (its reference matched no intent): name one with --member <phone>`,
    );
  }
  if (!decision.ok && decision.why === 'contradicted') {
    throw new OperatorError(
      `flagged deposit #${id} is already ${decidedText(decision.flagged)}; nothing changed`,
    );
  }
  if (!decision.ok) throw new OperatorError(`flagged deposit #${id}: ${decision.why}`);
  const f = decision.flagged;
  const what = `${bahtText(f.amountSatang)} baht`;
  if (decision.replayed) {
    print(`flagged deposit #${id} was already ${decidedText(f)}: ${what}; nothing changed`);
  } else if (f.status === 'credited') {
    print(`flagged deposit #${id} credited: ${what} to the main wallet of member ${f.creditedMemberId}`);
  } else {
    print(`flagged deposit #${id} returned: ${what} leaves ${f.receivedInto}; refund it to the payer`);
  }
  return 0;
}

export { creditFlagged, returnFlagged };
