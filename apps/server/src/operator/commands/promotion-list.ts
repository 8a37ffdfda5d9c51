import { promotionsOf } from '#promotions';
import type { OperatorCommand } from '../command.ts';
import { promotionJson, promotionLine } from './promotion-args.ts';

/** Every promotion of the agent with its terms, on or off (docs/PROMOTIONS.md#operator-commands). */
const promotionList: OperatorCommand = {
  name: 'promotion:list',
  summary: 'list the promotions with ids, terms, window and whether each is on',
  usage: '[--json]',
  async run({ db, config, flags, print }) {
    const rows = await promotionsOf(db, config.agentId);
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, promotions: rows.map(promotionJson) }));
      return 0;
    }
    if (rows.length === 0) print('no promotions');
    for (const row of rows) print(promotionLine(row));
    return 0;
  },
};

export default promotionList;
