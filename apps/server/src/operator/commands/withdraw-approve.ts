import { systemClock } from '#shared/clock.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { approveWithdrawal, report, withdrawalId } from './withdraw-decide.ts';

/** Safe to repeat: approving a paid withdrawal again answers it and moves nothing (docs/PAYMENTS.md). */
const withdrawApprove: OperatorCommand = {
  name: 'withdraw:approve',
  summary: 'mark a pending withdrawal paid out: the held amount leaves the ledger; repeatable; audited',
  usage: '<id> [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const id = withdrawalId(args[0]);
    return report(
      { flags, print },
      id,
      await approveWithdrawal(db, id, operatorOf(flags), systemClock.now()),
    );
  },
};

export default withdrawApprove;
