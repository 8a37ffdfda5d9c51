import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { approveWithdrawal, explain, withdrawalId } from './withdraw-decide.ts';

const withdrawApprove: OperatorCommand = {
  name: 'withdraw:approve',
  summary: 'mark a pending withdrawal paid out: the held amount leaves the ledger; audited',
  usage: '<id> [--operator name]',
  async run({ db, args, flags, print }) {
    const id = withdrawalId(args[0]);
    print(explain(id, await approveWithdrawal(db, id, operatorOf(flags))));
    return 0;
  },
};

export default withdrawApprove;
