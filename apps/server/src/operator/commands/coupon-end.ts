import { endCoupon } from '#coupons';
import { findActiveAgentByCode } from '#shared/agents.ts';
import { systemClock } from '#shared/clock.ts';
import type { OperatorCommand } from '../command.ts';
import { OperatorError, requireFlag } from '../command.ts';
import { operatorOf } from './payment-args.ts';

/**
 * Ends a coupon's window now (docs/rules/coupons.md#ending), e.g. a leaked code; audited. A coupon already
 * ended is reported unchanged; an unknown code is refused.
 */
const couponEnd: OperatorCommand = {
  name: 'coupon:end',
  summary: 'end a coupon now: members can no longer redeem it, redemptions made stay; audited',
  usage: '--code C [--operator name] [--json]',
  async run({ db, config, flags, print }) {
    const code = requireFlag(flags, 'code');
    const agent = await findActiveAgentByCode(db, config.agentCode);
    if (!agent) throw new OperatorError(`agent ${config.agentCode} does not exist`);
    const outcome = await endCoupon(db, {
      agentId: agent.id,
      code,
      operator: operatorOf(flags),
      now: systemClock.now(),
    });
    if (!outcome.ok) {
      if (flags.json === true) print(JSON.stringify({ ok: false, error: outcome.reason }));
      else print(`refused: ${outcome.reason}`);
      return 1;
    }
    const c = outcome.coupon;
    const until = c.validUntil.toISOString();
    if (flags.json === true) {
      print(
        JSON.stringify({
          ok: true,
          coupon_id: c.id,
          code: c.code,
          valid_until: until,
          changed: outcome.changed,
        }),
      );
      return 0;
    }
    print(
      outcome.changed
        ? `coupon ${c.code} (#${c.id}) ended at ${until}; ${c.redeemed} of ${c.quota} redemptions made stay`
        : `coupon ${c.code} (#${c.id}) had already ended at ${until}; nothing changed`,
    );
    return 0;
  },
};

export default couponEnd;
