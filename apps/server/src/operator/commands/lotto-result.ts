import { enterResult } from '#lotto';
import type { ResultInput } from '#lotto';
import { systemClock } from '#shared/clock.ts';
import { optionalFlag } from '../command.ts';
import type { Flags, OperatorCommand } from '../command.ts';
import { answer, bahtOf, refuse, roundIdArg } from './lotto-args.ts';
import { operatorOf } from './payment-args.ts';

/** The flags as typed; the lotto checks their shape against the round's category. */
function resultInput(flags: Flags): ResultInput {
  const pair = (name: string) =>
    optionalFlag(flags, name)
      ?.split(',')
      .map((n) => n.trim());
  const input: ResultInput = {};
  const first = optionalFlag(flags, 'first');
  const front3 = pair('front3');
  const back3 = pair('back3');
  const two = optionalFlag(flags, 'two');
  const top3 = optionalFlag(flags, 'top3');
  const bottom2 = optionalFlag(flags, 'bottom2');
  if (first !== undefined) input.first = first;
  if (front3 !== undefined) input.front3 = front3;
  if (back3 !== undefined) input.back3 = back3;
  if (two !== undefined) input.two = two;
  if (top3 !== undefined) input.top3 = top3;
  if (bottom2 !== undefined) input.bottom2 = bottom2;
  return input;
}

/**
 * Enters a round's result and settles it (docs/LOTTO.md#results-and-settlement). The same result again
 * answers `nothing changed` and finishes a settlement a crash interrupted; another result is refused.
 */
const lottoResult: OperatorCommand = {
  name: 'lotto:result',
  summary: "enter a closed round's result and settle it: wins paid once per bill; repeatable; audited",
  usage:
    '<round> (--first NNNNNN --front3 NNN,NNN --back3 NNN,NNN --two NN | --top3 NNN --bottom2 NN) [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const roundId = roundIdArg(args[0]);
    const outcome = await enterResult(
      db,
      { roundId, result: resultInput(flags), operator: operatorOf(flags) },
      { clock: systemClock },
    );
    if (!outcome.ok) return refuse({ flags, print }, outcome);
    const s = outcome.settlement;
    const fields = {
      status: outcome.round.status,
      result: outcome.round.result,
      settlement: {
        lines: s.lines,
        bills: s.bills,
        winning_bills: s.winningBills,
        paid_satang: s.paidSatang.toString(),
      },
    };
    return answer({ flags, print }, { roundId, changed: outcome.changed }, fields, () => {
      const r = outcome.round.result!;
      const shown = r.first
        ? `first ${r.first}, front3 ${r.front3!.join(',')}, back3 ${r.back3!.join(',')}, two ${r.two}`
        : `top3 ${r.top3}, bottom2 ${r.bottom2}`;
      print(
        outcome.changed
          ? `round #${roundId} result ${shown}: ${outcome.round.status}`
          : `round #${roundId} already has this result (${shown}); ${outcome.round.status}`,
      );
      print(
        `settled now: ${s.bills} bills (${s.lines} lines), ${s.winningBills} winning, ${bahtOf(s.paidSatang)} baht paid`,
      );
    });
  },
};

export default lottoResult;
