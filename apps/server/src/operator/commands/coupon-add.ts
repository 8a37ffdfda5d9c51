import { systemClock } from '#shared/clock.ts';
import { satangToBaht } from '@ug99/contract';
import { addCoupon, parseCouponReward } from '#coupons';
import { findActiveAgentByCode } from '#shared/agents.ts';
import type { OperatorCommand } from '../command.ts';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import { operatorOf } from './payment-args.ts';

function dateFlag(text: string, name: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(at.getTime())) {
    throw new OperatorError(`--${name} must be an ISO date or time, e.g. 2026-12-31T23:59:59+07:00`);
  }
  return at;
}

/** Creates a coupon (docs/rules/coupons.md#operator); audited; an existing code is refused. */
const couponAdd: OperatorCommand = {
  name: 'coupon:add',
  summary: 'create a coupon: a code any member may redeem once, within a quota and a window; audited',
  usage:
    '--code C --reward credit:50|points:100|spins:3 --quota N --until ISO [--from ISO] [--operator name] [--json]',
  async run({ db, config, flags, print }) {
    const code = requireFlag(flags, 'code');
    const reward = parseCouponReward(requireFlag(flags, 'reward'));
    if (!reward)
      throw new OperatorError('--reward must be credit:<baht>, points:<n> or spins:<n>, e.g. credit:50');
    const quotaText = requireFlag(flags, 'quota');
    if (!/^[1-9]\d{0,8}$/.test(quotaText)) throw new OperatorError('--quota must be a positive whole number');
    const until = dateFlag(requireFlag(flags, 'until'), 'until');
    const fromText = optionalFlag(flags, 'from');
    const from = fromText ? dateFlag(fromText, 'from') : systemClock.now();
    const agent = await findActiveAgentByCode(db, config.agentCode);
    if (!agent) throw new OperatorError(`agent ${config.agentCode} does not exist`);
    const agentId = agent.id;
    const outcome = await addCoupon(db, {
      agentId,
      code,
      reward,
      quota: Number(quotaText),
      validFrom: from,
      validUntil: until,
      operator: operatorOf(flags),
    });
    if (!outcome.ok) {
      if (flags.json === true) print(JSON.stringify({ ok: false, error: outcome.reason }));
      else print(`refused: ${outcome.reason}`);
      return 1;
    }
    const c = outcome.coupon;
    const amount = c.rewardKind === 'credit' ? satangToBaht(c.rewardAmount) : Number(c.rewardAmount);
    if (flags.json === true) {
      print(
        JSON.stringify({
          ok: true,
          coupon_id: c.id,
          code: c.code,
          reward_kind: c.rewardKind,
          reward_amount: amount,
          quota: c.quota,
          valid_from: c.validFrom.toISOString(),
          valid_until: c.validUntil.toISOString(),
        }),
      );
      return 0;
    }
    const what = {
      credit: `เครดิตฟรี ${amount.toFixed(2)} บาท`,
      points: `${amount} พอยท์`,
      spins: `หมุนวงล้อฟรี ${amount} ครั้ง`,
    }[c.rewardKind as 'credit' | 'points' | 'spins'];
    print(
      `coupon ${c.code} created (#${c.id}): ${what}, ${c.quota} redemptions, ${c.validFrom.toISOString()} to ${c.validUntil.toISOString()}`,
    );
    return 0;
  },
};

export default couponAdd;
