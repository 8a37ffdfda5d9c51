import { computeCommissionDay } from '#affiliate';
import { bangkokDate } from '#shared/bangkok-time.ts';
import { systemClock } from '#shared/clock.ts';
import { OperatorError, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtText, operatorOf } from './payment-args.ts';

/**
 * Computes a finished Bangkok day's affiliate commission by hand (docs/AFFILIATE.md#job-and-operator-command), as
 * the daily job would: once. A second run finds the day computed and pays nothing more.
 */
const affiliateCommission: OperatorCommand = {
  name: 'affiliate:commission',
  summary: "compute and pay a finished Bangkok day's affiliate commission; a day is paid once; audited",
  usage: '--date YYYY-MM-DD [--operator name] [--json]',
  async run({ db, config, flags, print }) {
    const day = requireFlag(flags, 'date');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new OperatorError('--date must be a date such as 2026-11-23');
    }
    const now = systemClock.now();
    if (day >= bangkokDate(now)) {
      throw new OperatorError(`${day} has not ended in Bangkok yet; only a finished day can be computed`);
    }
    const operator = operatorOf(flags);
    const outcome = await computeCommissionDay(db, {
      agentId: config.agentId,
      day,
      now,
      by: `operator:${operator}`,
      operator,
    });
    if (flags.json === true) {
      print(
        JSON.stringify({
          ok: true,
          date: day,
          replayed: !outcome.computed,
          members: outcome.members,
          total: bahtText(outcome.totalSatang),
        }),
      );
      return 0;
    }
    print(
      outcome.computed
        ? `${day}: commission paid to ${outcome.members} member(s), ${bahtText(outcome.totalSatang)} baht in all`
        : `${day} was computed before; nothing more was paid`,
    );
    return 0;
  },
};

export default affiliateCommission;
