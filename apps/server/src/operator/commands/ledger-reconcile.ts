import { checkInvariants } from '#ledger';
import type { OperatorCommand } from '../command.ts';

/**
 * The reconciliation report of docs/rules/operator.md#reconciliation: every ledger invariant over the whole
 * database. Prints exactly `ledger balanced` when all hold, otherwise one line per violation and exits
 * with 1.
 */
const ledgerReconcile: OperatorCommand = {
  name: 'ledger:reconcile',
  summary: 'check every ledger invariant; prints "ledger balanced" or each violation (exit 1)',
  async run({ db, print }) {
    const violations = await checkInvariants(db);
    if (violations.length === 0) {
      print('ledger balanced');
      return 0;
    }
    for (const v of violations) print(`${v.invariant}: ${v.message}`);
    print(`${violations.length} violation(s)`);
    return 1;
  },
};

export default ledgerReconcile;
