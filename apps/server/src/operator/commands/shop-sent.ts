import { markRedemptionSent } from '#shop';
import { OperatorError, optionalFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

const shopSent: OperatorCommand = {
  name: 'shop:sent',
  summary: 'mark a pending physical shop redemption as sent; audited',
  usage: '<redemption id> [--note "..."] [--operator name] [--json]',
  async run({ db, config, args, flags, print }) {
    const id = Number(args[0]);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new OperatorError('<redemption id> must be a positive number');
    const outcome = await markRedemptionSent(db, {
      agentCode: config.agentCode,
      redemptionId: id,
      operator: optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator',
      note: optionalFlag(flags, 'note'),
    });
    if (outcome !== 'sent') throw new OperatorError(`redemption #${id} is not a pending physical redemption`);
    print(
      flags.json === true
        ? JSON.stringify({ ok: true, id, status: 'sent' })
        : `redemption #${id} marked sent`,
    );
    return 0;
  },
};

export default shopSent;
