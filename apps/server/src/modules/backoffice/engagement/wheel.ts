import type { BoValueRequested, BoWheel, BoWheelSegmentsUpdate } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import { runInLedgerTransaction } from '#ledger';
import { wheelReport, wheelsOf } from '#wheel';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import {
  raisedWheelPrizes,
  saveWheelAs,
  wheelActions,
  wheelChangeOf,
  wheelSummary,
  wheelViewOf,
} from '../value-controls/executors.ts';
import type { WheelPayload } from '../value-controls/executors.ts';
import { checkAndRecordAll } from '../value-controls/service.ts';

/**
 * The wheel on the engagement screen (docs/BACKOFFICE.md#engagement): its segments with their weights
 * and prizes, saved whole, valid or not at all, with the expected value per spin computed by the
 * contract's function (the one the form shows as it is edited). Fair play: an edit applies to the spins
 * after it (a spin reads the segments when it draws), is audited with before and after, and the member
 * site reads the same rows, so the odds it shows follow; nothing names a member or a spin.
 */

export function createWheelScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;

  return {
    async list() {
      const wheels = await wheelsOf(db, await ctx.agentId());
      return { wheels: await Promise.all(wheels.map((w) => wheelViewOf(db, w))) };
    },

    async report() {
      const agentId = await ctx.agentId();
      const mine = new Set((await wheelsOf(db, agentId)).map((w) => w.id));
      return { wheels: (await wheelReport(db)).filter((w) => mine.has(w.wheel_id)) };
    },

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
      return runInLedgerTransaction(db, async (tx) => {
        const change = await wheelChangeOf(tx, ctx, wheelId, input.segments);
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
        return saveWheelAs(tx, audit, operator, change, {});
      });
    },
  };
}
