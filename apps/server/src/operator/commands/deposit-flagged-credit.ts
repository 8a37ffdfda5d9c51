import { systemClock } from '#shared/clock.ts';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { creditFlagged, flaggedId, reportDecision } from './deposit-flagged-shared.ts';
import { findMemberForOperator } from '#members';
import { operatorOf } from './payment-args.ts';

/**
 * An operator decides that a flagged deposit is a member's: it moves from deposits_flagged to the main
 * wallet of the intent's member, or of the member named with --member (money without an intent, or
 * paid for someone else). Once: a repeat answers the first decision; audited with the written reason.
 */
const depositFlaggedCredit: OperatorCommand = {
  name: 'deposit:flagged:credit',
  summary: "credit a flagged deposit to its intent's member (or --member); once only; audited",
  usage: '<id> --reason "..." [--member <phone>] [--operator name] [--json]',
  async run(context) {
    const { db, config, args, flags } = context;
    const id = flaggedId(args[0]);
    const note = requireFlag(flags, 'reason').trim().slice(0, 500);
    const phone = optionalFlag(flags, 'member');
    let memberId: number | undefined;
    if (phone !== undefined) {
      const member = await findMemberForOperator(db, config.agentCode, phone.trim());
      if (!member) throw new OperatorError(`no member with phone ${phone} at agent ${config.agentCode}`);
      memberId = member.id;
    }
    const now = systemClock.now();
    const decision = await creditFlagged(db, { id, memberId, operator: operatorOf(flags), note, now });
    return reportDecision(context, id, decision);
  },
};

export default depositFlaggedCredit;
