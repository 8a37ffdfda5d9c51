import { setNumberRule } from '#lotto';
import type { NumberChange } from '#lotto';
import { systemClock } from '#shared/clock.ts';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { Flags, OperatorCommand } from '../command.ts';
import { answer, bahtOf, hundredthsOf, refuse, roundIdArg } from './lotto-args.ts';
import { operatorOf } from './payment-args.ts';

function changeOf(flags: Flags): NumberChange {
  const given = ['close', 'open', 'rate', 'cap'].filter((f) => flags[f] !== undefined);
  if (given.length !== 1)
    throw new OperatorError('give exactly one of --close, --open, --rate R or --cap BAHT');
  if (flags.close !== undefined) {
    if (flags.close !== true) throw new OperatorError('--close takes no value');
    return { kind: 'close' };
  }
  if (flags.open !== undefined) {
    if (flags.open !== true) throw new OperatorError('--open takes no value');
    return { kind: 'open' };
  }
  if (flags.rate !== undefined) {
    return { kind: 'rate', rateHundredths: Number(hundredthsOf(requireFlag(flags, 'rate'), 'rate')) };
  }
  return { kind: 'cap', capSatang: hundredthsOf(requireFlag(flags, 'cap'), 'cap') };
}

/** The operator's rule for one number of one round: closed, reduced rate or its own cap (docs/LOTTO.md). */
const lottoNumber: OperatorCommand = {
  name: 'lotto:number',
  summary: 'close or reopen a number in a round, or give it a reduced rate or its own cap; audited',
  usage: '<round> --type T --number N (--close | --open | --rate R | --cap BAHT) [--operator name] [--json]',
  async run({ db, args, flags, print }) {
    const roundId = roundIdArg(args[0]);
    const type = requireFlag(flags, 'type');
    const number = optionalFlag(flags, 'number');
    if (number === undefined) throw new OperatorError('--number <value> is required');
    const outcome = await setNumberRule(
      db,
      { roundId, type, number, change: changeOf(flags), operator: operatorOf(flags) },
      { clock: systemClock },
    );
    if (!outcome.ok) return refuse({ flags, print }, outcome);
    const rule = outcome.rule;
    const fields = {
      type,
      number,
      closed: rule.closed,
      rate: rule.rateHundredths === null ? null : rule.rateHundredths / 100,
      cap_satang: rule.capSatang?.toString() ?? null,
    };
    return answer({ flags, print }, { roundId, changed: outcome.changed }, fields, () => {
      const shown = [
        rule.closed ? 'closed' : 'open',
        rule.rateHundredths !== null ? `rate ${(rule.rateHundredths / 100).toFixed(2)}` : 'category rate',
        rule.capSatang !== null ? `cap ${bahtOf(rule.capSatang)} baht` : 'category cap',
      ].join(', ');
      print(
        `round #${roundId} ${type} ${number}: ${shown}${outcome.changed ? '' : ' (already so; nothing changed)'}`,
      );
    });
  },
};

export default lottoNumber;
