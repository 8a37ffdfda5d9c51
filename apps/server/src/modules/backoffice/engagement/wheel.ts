import type { BoValueRequested, BoWheel, BoWheelSegmentsUpdate } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import { runInLedgerTransaction } from '#ledger';
import { saveWheel, wheelChangeOf } from '#wheel';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { raisedWheelPrizes, wheelActions, wheelSummary } from '../value-controls/executors.ts';
import type { WheelPayload } from '../value-controls/executors.ts';
import { checkAndRecordAll } from '../value-controls/service.ts';

/**
 * The wheel's save on the engagement screen (docs/BACKOFFICE.md#engagement): the wheel domain checks the
 * segments, saves them whole and writes the audit row; the back office measures the prizes the save sets
 * or raises against the caps first.
 */
export function createWheelScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  return {
    /**
     * Saves the wheel whole. A save that sets, raises or switches on prizes is measured by those prizes
     * summed per kind (credit, points, spins: three paths); within all their caps it goes ahead, past one
     * it becomes a four-eyes request
     * (docs/rules/value-controls.md#four-eyes) and the wheel keeps its segments until finance or an
     * admin approves.
     */
    async saveSegments(
      operator: Operator,
      wheelId: number,
      input: BoWheelSegmentsUpdate,
    ): Promise<BoWheel | BoValueRequested> {
      return runInLedgerTransaction(ctx.db, async (tx) => {
        const change = await wheelChangeOf(tx, await ctx.agentId(), wheelId, input.segments);
        const raised = raisedWheelPrizes(change);
        const actions = wheelActions(raised, `wheel:${change.wheel.id}:${randomUUID()}`);
        if (actions.some((a) => a.amount > 0n)) {
          const within = await checkAndRecordAll(tx, ctx, operator, actions);
          if (within === 'over') {
            const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
              kind: 'wheel.segments',
              subject: `wheel:${change.wheel.id}`,
              payload: {
                wheel_id: change.wheel.id,
                segments: input.segments,
                summary: wheelSummary(change, raised),
              } satisfies WheelPayload,
              retryAfterDecision: false,
            });
            return { approval: approvalView(approval, operator) };
          }
        }
        return saveWheel(tx, actingAs(operator, audit), change, {});
      });
    },
  };
}
