import { voidRound } from '#lotto';
import { systemClock } from '#shared/clock.ts';
import { requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { answer, bahtOf, refuse, roundIdArg } from './lotto-args.ts';
import { operatorOf } from './payment-args.ts';

/** Voids a round without a result and refunds every pending bill once; repeating it changes nothing. */
const lottoVoid: OperatorCommand = {
  name: 'lotto:void',
  summary: 'void a lotto round without a result: every pending bill refunded once; repeatable; audited',
  usage: '<round> --reason "..." [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const roundId = roundIdArg(args[0]);
    const reason = requireFlag(flags, 'reason');
    const outcome = await voidRound(
      db,
      { roundId, reason, operator: operatorOf(flags) },
      { clock: systemClock },
    );
    if (!outcome.ok) return refuse({ flags, print }, outcome);
    const refunded = {
      status: 'voided',
      refunded_bills: outcome.refundedBills,
      refunded_satang: outcome.refundedSatang.toString(),
    };
    return answer({ flags, print }, { roundId, changed: outcome.changed }, refunded, () =>
      print(
        `${outcome.changed ? `round #${roundId} voided` : `round #${roundId} was already voided`}: ` +
          `${outcome.refundedBills} bills refunded now, ${bahtOf(outcome.refundedSatang)} baht`,
      ),
    );
  },
};

export default lottoVoid;
