import { pendingWithdrawals } from '#payments';
import type { OperatorCommand } from '../command.ts';
import { bahtText, siteAgentId } from './payment-args.ts';
import { withdrawalJson } from './withdraw-decide.ts';

/** The payout queue: what withdraw:approve and withdraw:reject take their ids from. */
const withdrawPending: OperatorCommand = {
  name: 'withdraw:pending',
  summary: 'list pending withdrawals, oldest first, with the account to pay out to',
  usage: '[--json]',
  async run({ db, config, flags, print }) {
    const agentId = await siteAgentId(db, config);
    const rows = await pendingWithdrawals(db, agentId);
    if (flags.json === true) {
      print(JSON.stringify({ pending: rows.map(withdrawalJson) }));
      return 0;
    }
    if (rows.length === 0) print('no pending withdrawals');
    for (const w of rows) {
      print(
        `#${w.id}  ${w.createdAt.toISOString()}  member ${w.memberId}  ${bahtText(w.amountSatang)} baht  ` +
          `${w.bankCode} ${w.accountNo} ${w.accountName} (${w.bank})`,
      );
    }
    return 0;
  },
};

export default withdrawPending;
