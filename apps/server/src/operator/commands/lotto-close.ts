import { closeRound } from '#lotto';
import { systemClock } from '#shared/clock.ts';
import type { OperatorCommand } from '../command.ts';
import { answer, refuse, roundIdArg } from './lotto-args.ts';
import { operatorOf } from './payment-args.ts';

/** Closes a round now (before its result); closing a closed round again changes nothing. */
const lottoClose: OperatorCommand = {
  name: 'lotto:close',
  summary: 'close a lotto round now: no bill is taken or cancelled after this; repeatable; audited',
  usage: '<round> [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const roundId = roundIdArg(args[0]);
    const outcome = await closeRound(db, { roundId, operator: operatorOf(flags) }, { clock: systemClock });
    if (!outcome.ok) return refuse({ flags, print }, outcome);
    return answer(
      { flags, print },
      { roundId, changed: outcome.changed },
      { status: outcome.round.status },
      () =>
        print(
          outcome.changed
            ? `round #${roundId} closed`
            : `round #${roundId} is already ${outcome.round.status}; nothing changed`,
        ),
    );
  },
};

export default lottoClose;
