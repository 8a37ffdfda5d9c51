import { eq } from 'drizzle-orm';
import { agents } from '#db/schema/agents.ts';
import { pendingWithdrawals } from '#payments';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText } from './payment-args.ts';
import { withdrawalJson } from './withdraw-decide.ts';

/** The payout queue: what withdraw:approve and withdraw:reject take their ids from. */
const withdrawPending: OperatorCommand = {
  name: 'withdraw:pending',
  summary: 'list pending withdrawals, oldest first, with the account to pay out to',
  usage: '[--json]',
  async run({ db, config, flags, print }) {
    const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, config.agentCode));
    if (!agent) throw new OperatorError(`no agent ${config.agentCode}`);
    const rows = await pendingWithdrawals(db, agent.id);
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
