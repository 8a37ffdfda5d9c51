import { systemClock } from '#shared/clock.ts';
import { requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { rejectWithdrawal, report, withdrawalId } from './withdraw-decide.ts';

/**
 * Safe to repeat: rejecting a rejected withdrawal again answers it with the reason first given (the one
 * the member reads) and moves nothing (docs/PAYMENTS.md).
 */
const withdrawReject: OperatorCommand = {
  name: 'withdraw:reject',
  summary:
    "refuse a pending withdrawal: the held amount goes back to the member's main wallet; repeatable; audited",
  usage: '<id> --reason "..." [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const id = withdrawalId(args[0]);
    const reason = requireFlag(flags, 'reason').trim().slice(0, 500);
    const decision = await rejectWithdrawal(db, id, operatorOf(flags), reason, systemClock.now());
    return report({ flags, print }, id, decision);
  },
};

export default withdrawReject;
