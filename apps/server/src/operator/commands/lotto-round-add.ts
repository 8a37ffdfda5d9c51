import { systemClock } from '#shared/clock.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';
import { addRound } from '#lotto';
import type { AddRoundOutcome } from '#lotto';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { refuse } from './lotto-args.ts';
import { roundJson } from './lotto-rounds.ts';
import { operatorOf } from './payment-args.ts';

/** An extra round (a special draw), added with its audit row in one transaction. */
const lottoRoundAdd: OperatorCommand = {
  name: 'lotto:round:add',
  summary: 'add an extra lotto round (a special draw) to a category; opens now; audited',
  usage: '--category C --close-at ISO [--title T] [--operator name] [--json]',
  async run({ db, config, flags, print }) {
    const category = requireFlag(flags, 'category');
    const closeText = requireFlag(flags, 'close-at');
    const closeAt = new Date(closeText);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(closeText) || Number.isNaN(closeAt.getTime())) {
      throw new OperatorError('--close-at must be an ISO time such as 2026-12-30T08:20:00Z');
    }
    const title = optionalFlag(flags, 'title');
    const operator = operatorOf(flags);
    const outcome: AddRoundOutcome = await db.transaction(async (tx) => {
      const added = await addRound(tx, {
        agentId: config.agentId,
        now: systemClock.now(),
        category,
        closeAt,
        ...(title ? { title } : {}),
        createdBy: `operator:${operator}`,
      });
      if (added.ok) {
        await tx.insert(operatorAuditLog).values({
          operator,
          action: 'lotto:round:add',
          targetType: 'lotto_round',
          targetId: String(added.round.roundId),
          detail: { category, close_at: closeAt.toISOString(), title: added.round.title },
        });
      }
      return added;
    });
    if (!outcome.ok)
      return refuse({ flags, print }, { ok: false, why: outcome.reason, message: outcome.message });
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, round: roundJson(outcome.round) }));
      return 0;
    }
    const r = outcome.round;
    print(`round #${r.roundId} added: ${r.category} ${r.title}, closes ${r.closeAt.toISOString()}`);
    return 0;
  },
};

export default lottoRoundAdd;
