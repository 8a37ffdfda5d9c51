import { operatorAuditLog } from '#db/schema/audit.ts';
import { disablePromotion, promotionsOf } from '#promotions';
import { OperatorError } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import { promotionIdArg, promotionJson } from './promotion-args.ts';

/**
 * Switches a promotion off: it leaves the list and can no longer be received; members already playing
 * it keep their terms. Repeating it changes nothing and writes no second audit row.
 */
const promotionDisable: OperatorCommand = {
  name: 'promotion:disable',
  summary: 'switch a promotion off (running ones keep their terms); repeatable; audited',
  usage: '<id> [--operator name] [--json]',
  async run({ db, config, args, flags, print }) {
    const id = promotionIdArg(args[0]);
    const operator = operatorOf(flags);
    const switched = await db.transaction(async (tx) => {
      const row = await disablePromotion(tx, config.agentId, id);
      if (row) {
        await tx.insert(operatorAuditLog).values({
          operator,
          action: 'promotion:disable',
          targetType: 'promotion',
          targetId: String(id),
          detail: { title: row.title },
        });
      }
      return row;
    });
    const row = switched ?? (await promotionsOf(db, config.agentId)).find((p) => p.id === id);
    if (!row) throw new OperatorError(`no promotion #${id}`);
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, changed: switched !== undefined, promotion: promotionJson(row) }));
      return 0;
    }
    print(switched ? `promotion #${id} switched off: ${row.title}` : `promotion #${id} was already off`);
    return 0;
  },
};

export default promotionDisable;
