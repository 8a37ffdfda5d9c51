import { requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { explain, rejectWithdrawal, withdrawalId } from './withdraw-decide.ts';

const withdrawReject: OperatorCommand = {
  name: 'withdraw:reject',
  summary: "refuse a pending withdrawal: the held amount goes back to the member's main wallet; audited",
  usage: '<id> --reason "..." [--operator name]',
  async run({ db, args, flags, print }) {
    const id = withdrawalId(args[0]);
    const reason = requireFlag(flags, 'reason').trim().slice(0, 500);
    print(explain(id, await rejectWithdrawal(db, id, operatorOf(flags), reason)));
    return 0;
  },
};

export default withdrawReject;
