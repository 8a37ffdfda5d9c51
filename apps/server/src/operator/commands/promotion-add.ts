import { operatorAuditLog } from '#db/schema/audit.ts';
import { addPromotion } from '#promotions';
import { OperatorError, optionalFlag, requireFlag, sitePathFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { operatorOf } from './payment-args.ts';
import {
  categoriesOf,
  hundredthsNumber,
  isoTimeOf,
  promotionJson,
  promotionLine,
  promotionTypeOf,
  satangOf,
} from './promotion-args.ts';

/** A new promotion, switched on, added with its audit row in one transaction (docs/PROMOTIONS.md). */
const promotionAdd: OperatorCommand = {
  name: 'promotion:add',
  summary: 'add a promotion (deposit bonus with turnover and withdrawal terms), switched on; audited',
  usage:
    '--title T --image URL --description D --type first_deposit|daily_deposit|deposit_bonus|cashback ' +
    '--min-deposit BAHT --bonus-percent P --bonus-cap BAHT --turnover X --categories slot,fishing[,lotto] ' +
    '[--max-withdraw BAHT] [--per-member N] [--from ISO] [--until ISO] [--sort N] [--operator name] [--json]',
  async run({ db, config, flags, print }) {
    const perMember = optionalFlag(flags, 'per-member') ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(perMember))
      throw new OperatorError('--per-member must be a whole number from 1');
    const sort = optionalFlag(flags, 'sort') ?? '0';
    if (!/^\d{1,6}$/.test(sort)) throw new OperatorError('--sort must be a whole number');
    const maxWithdraw = optionalFlag(flags, 'max-withdraw');
    const from = optionalFlag(flags, 'from');
    const until = optionalFlag(flags, 'until');
    const startsAt = from ? isoTimeOf(from, 'from') : null;
    const endsAt = until ? isoTimeOf(until, 'until') : null;
    if (startsAt && endsAt && endsAt <= startsAt) throw new OperatorError('--until must be after --from');
    const input = {
      agentId: config.agentId,
      title: requireFlag(flags, 'title'),
      image: sitePathFlag(requireFlag(flags, 'image'), 'image'),
      description: requireFlag(flags, 'description'),
      type: promotionTypeOf(requireFlag(flags, 'type')),
      minDepositSatang: satangOf(requireFlag(flags, 'min-deposit'), 'min-deposit'),
      bonusPercentHundredths: hundredthsNumber(requireFlag(flags, 'bonus-percent'), 'bonus-percent'),
      bonusCapSatang: satangOf(requireFlag(flags, 'bonus-cap'), 'bonus-cap'),
      turnoverMultiplierHundredths: hundredthsNumber(requireFlag(flags, 'turnover'), 'turnover'),
      categories: categoriesOf(requireFlag(flags, 'categories')),
      maxWithdrawSatang: maxWithdraw ? satangOf(maxWithdraw, 'max-withdraw') : null,
      perMemberLimit: Number(perMember),
      startsAt,
      endsAt,
      sortOrder: Number(sort),
    };
    const operator = operatorOf(flags);
    const added = await db.transaction(async (tx) => {
      const row = await addPromotion(tx, input);
      await tx.insert(operatorAuditLog).values({
        operator,
        action: 'promotion:add',
        targetType: 'promotion',
        targetId: String(row.id),
        detail: promotionJson(row),
      });
      return row;
    });
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, promotion: promotionJson(added) }));
      return 0;
    }
    print(`promotion added: ${promotionLine(added)}`);
    return 0;
  },
};

export default promotionAdd;
