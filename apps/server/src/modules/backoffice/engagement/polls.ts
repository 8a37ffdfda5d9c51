import type { BoPollCreate, BoPollOutcome } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { addOperatorPoll } from '#polls';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { scopeOf } from '../operations/context.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { pollSpins, pollSummary } from '../value-controls/poll-actions.ts';
import type { PollPayload } from '../value-controls/poll-actions.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * `poll:add` on the engagement screen (docs/BACKOFFICE.md#engagement): the polls domain checks the poll
 * and writes it, its seed and its audit row together. Its winners' free spins are a capped path
 * (docs/rules/value-controls.md#polls): past the caps the poll becomes a four-eyes request and does not
 * exist until finance or an admin approves.
 */
export function createPollScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  return {
    async create(operator: Operator, input: BoPollCreate): Promise<BoPollOutcome> {
      // A poll that closes before it opens is refused now, not turned into a request nobody can carry out.
      const opensAt = input.opens_at ? new Date(input.opens_at) : ctx.clock.now();
      if (!(new Date(input.closes_at) > opensAt)) throw new AppError('BO_POLL_INVALID');
      return runInLedgerTransaction(ctx.db, async (tx) => {
        const spins = pollSpins(input);
        if (spins > 0n) {
          const within = await checkAndRecord(tx, ctx, operator, {
            key: 'poll_spins',
            memberId: null,
            amount: spins,
            ref: `poll:${randomUUID()}`,
          });
          if (within === 'over') {
            const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
              kind: 'poll.add',
              subject: `poll:${input.title}`,
              payload: { input, summary: pollSummary(input) } satisfies PollPayload,
              retryAfterDecision: false,
            });
            return { approval: approvalView(approval, operator) };
          }
        }
        return addOperatorPoll(tx, await scopeOf(ctx), actingAs(operator, audit), input);
      });
    },
  };
}
