import { pendingRedemptions } from '#shop';
import type { OperatorCommand } from '../command.ts';

const shopPending: OperatorCommand = {
  name: 'shop:pending',
  summary: 'list the physical shop redemptions waiting to be sent (oldest first)',
  usage: '[--json]',
  async run({ db, config, flags, print }) {
    const rows = await pendingRedemptions(db, config.agentCode);
    if (flags.json === true) {
      print(
        JSON.stringify(
          rows.map((r) => ({
            id: r.id,
            created_at: r.createdAt.toISOString(),
            phone: r.phone,
            name: r.name,
            item: r.item,
            quantity: r.quantity,
          })),
        ),
      );
      return 0;
    }
    if (rows.length === 0) print('no redemptions waiting to be sent');
    for (const r of rows) {
      print(`#${r.id}  ${r.createdAt.toISOString()}  ${r.phone}  ${r.name}  ${r.item} x${r.quantity}`);
    }
    return 0;
  },
};

export default shopPending;
