import { systemClock } from '#shared/clock.ts';
import { requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { flaggedId, reportDecision, returnFlagged } from './deposit-flagged-shared.ts';
import { operatorOf } from './payment-args.ts';

/**
 * An operator decides that a flagged deposit goes back to whoever paid it: it leaves deposits_flagged
 * for the account it arrived in (the refund itself is paid outside the system); no wallet is touched.
 * Once: a repeat answers the first decision; a credited deposit cannot be returned; audited.
 */
const depositFlaggedReturn: OperatorCommand = {
  name: 'deposit:flagged:return',
  summary:
    'mark a flagged deposit for a refund outside the system (no wallet is credited); once only; audited',
  usage: '<id> --reason "..." [--operator name] [--json]',
  async run(context) {
    const { db, args, flags } = context;
    const id = flaggedId(args[0]);
    const note = requireFlag(flags, 'reason').trim().slice(0, 500);
    const now = systemClock.now();
    return reportDecision(
      context,
      id,
      await returnFlagged(db, { id, operator: operatorOf(flags), note, now }),
    );
  },
};

export default depositFlaggedReturn;
