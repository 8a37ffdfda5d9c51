import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { withdrawals } from '#db/schema/payments.ts';
import type { Job } from '#jobs/runner.ts';
import { runInLedgerTransaction } from '#ledger';
import { approveIn } from './approve.ts';
import { autoFacts } from './auto-facts.ts';
import { AUTO_APPROVER, lockAutoBudget, uncheckedWithdrawals } from './auto-queries.ts';
import { autoReasons, currentRules, rulesForAudit } from './rules.ts';

/** Requests looked at per run; more wait for the next run a moment later. */
const BATCH = 100;

export type AutoApprovalOptions = {
  /** The payout gateway approved withdrawals go to; null (no gateway): everything goes to a person. */
  gateway: string | null;
  /** Which defaults hold until finance sets rules (docs/rules/payments.md#automatic-approval). */
  sandbox: boolean;
};

/**
 * Looks at one pending withdrawal once: approves it when it passes every rule, else leaves it in the
 * queue with the reasons; either way an audit row with the rule values used. One transaction: the row
 * is locked (an operator's decision waits or has already won), then the agent's budget lock, so the
 * sums the budgets compare with include every approval committed before.
 */
export function decideAutomatically(
  db: Db,
  id: number,
  opts: AutoApprovalOptions,
  now: Date,
): Promise<boolean> {
  return runInLedgerTransaction(db, async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row || row.status !== 'pending' || row.autoCheckedAt) return false;
    await lockAutoBudget(tx, row.agentId);
    const { rules } = await currentRules(tx, row.agentId, opts.sandbox);
    const reasons =
      opts.gateway === null ? ['auto_off' as const] : autoReasons(rules, await autoFacts(tx, row, now));
    await tx
      .update(withdrawals)
      .set({ autoCheckedAt: now, autoReasons: reasons })
      .where(eq(withdrawals.id, id));
    if (reasons.length === 0 && opts.gateway !== null) {
      await approveIn(tx, row, opts.gateway, { kind: 'auto', rules: rulesForAudit(rules) }, now);
      return true;
    }
    await tx.insert(operatorAuditLog).values({
      operator: AUTO_APPROVER,
      before: { status: 'pending' },
      after: { status: 'pending', reasons },
      action: 'withdraw:auto_refer',
      targetType: 'withdrawal',
      targetId: String(id),
      detail: {
        member_id: row.memberId,
        amount_satang: row.amountSatang.toString(),
        reasons,
        rules: rulesForAudit(rules),
      },
    });
    return false;
  });
}

/** One pass over the requests not looked at yet; how many it looked at. */
export async function autoApproveDue(db: Db, opts: AutoApprovalOptions, now: Date): Promise<number> {
  const rows = await uncheckedWithdrawals(db, BATCH);
  for (const w of rows) await decideAutomatically(db, w.id, opts, now);
  return rows.length;
}

/** Run by the job runner every 2 s: one instance at a time, so each request is decided by one server. */
export function createAutoApprovalJob(opts: AutoApprovalOptions): Job {
  return {
    name: 'withdrawals:auto-approve',
    everyMs: 2_000,
    run: ({ db, now }) => autoApproveDue(db, opts, now),
  };
}
