import { voidRound } from '#lotto';
import { systemClock } from '#shared/clock.ts';
import { requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';
import { bahtOf, refuse, roundIdArg } from './lotto-args.ts';
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
    if (flags.json === true) {
      print(
        JSON.stringify({
          ok: true,
          replayed: !outcome.changed,
          round_id: roundId,
          status: 'voided',
          refunded_bills: outcome.refundedBills,
          refunded_satang: outcome.refundedSatang.toString(),
        }),
      );
      return 0;
    }
    print(
      `${outcome.changed ? `round #${roundId} voided` : `round #${roundId} was already voided`}: ` +
        `${outcome.refundedBills} bills refunded now, ${bahtOf(outcome.refundedSatang)} baht`,
    );
    return 0;
  },
};

export default lottoVoid;
