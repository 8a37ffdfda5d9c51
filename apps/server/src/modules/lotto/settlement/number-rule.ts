import { LOTTO_BET_TYPES, lottoBetType } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { runInLedgerTransaction } from '#ledger';
import type { AuditOrigin } from '#shared/audit-origin.ts';
import type { Clock } from '#shared/clock.ts';
import { categoryRateOf, findNumberRule, findRound, upsertNumberRule } from './queries.ts';
import type { NumberRule } from './queries.ts';
import { auditRound } from './round-audit.ts';

/** What the operator sets on one (round, type, number): exactly one change at a time. */
export type NumberChange =
  | { kind: 'close' }
  | { kind: 'open' }
  | { kind: 'rate'; rateHundredths: number }
  | { kind: 'cap'; capSatang: bigint };

export type NumberRuleOutcome =
  | { ok: true; changed: boolean; rule: NumberRule; previous: NumberRule | null }
  | { ok: false; why: 'not_found' | 'invalid' | 'round_over' | 'above_rate'; message: string };

const ruleView = (r: NumberRule) => ({
  closed: r.closed,
  rate_hundredths: r.rateHundredths,
  cap_satang: r.capSatang?.toString() ?? null,
});

const NONE: NumberRule = { closed: false, rateHundredths: null, capSatang: null };

/**
 * The operator's เลขอั้น / เลขปิด for one number of one round (docs/rules/lotto.md#bills-and-limits):
 * close it, open it again, give it a reduced rate (at most the category's rate for the type: raising a
 * payout is a change of the category's rates, capped in the back office, docs/rules/value-controls.md#lotto-rates),
 * or its own cap across members. Only bills placed afterwards see it: a bill keeps the rate it was
 * priced at. A round with a result or voided is over and takes no change. Setting what is already set
 * changes nothing and writes no audit row.
 */
export async function setNumberRule(
  db: Db,
  input: {
    roundId: number;
    type: string;
    number: string;
    change: NumberChange;
    operator: string;
    by?: AuditOrigin;
  },
  options: { clock: Clock },
): Promise<NumberRuleOutcome> {
  const type = lottoBetType.safeParse(input.type);
  if (!type.success) return { ok: false, why: 'invalid', message: `unknown bet type ${input.type}` };
  const digits = LOTTO_BET_TYPES[type.data].digits;
  if (!new RegExp(`^\\d{${digits}}$`).test(input.number)) {
    return { ok: false, why: 'invalid', message: `a ${type.data} number has exactly ${digits} digits` };
  }
  const change = input.change;
  if (change.kind === 'rate' && !(Number.isSafeInteger(change.rateHundredths) && change.rateHundredths > 0)) {
    return {
      ok: false,
      why: 'invalid',
      message: 'the rate must be above 0 (use --close to refuse the number)',
    };
  }
  if (change.kind === 'cap' && change.capSatang <= 0n) {
    return {
      ok: false,
      why: 'invalid',
      message: 'the cap must be above 0 (use --close to refuse the number)',
    };
  }
  return runInLedgerTransaction(db, async (tx) => {
    const round = await findRound(tx, input.roundId, true);
    if (!round) return { ok: false, why: 'not_found', message: `no lotto round #${input.roundId}` };
    if (!round.betTypes.includes(type.data)) {
      return { ok: false, why: 'invalid', message: `round #${round.id} does not offer ${type.data}` };
    }
    if (round.result || round.status === 'voided' || round.status === 'settled') {
      return {
        ok: false,
        why: 'round_over',
        message: `round #${round.id} is ${round.status}; nothing changed`,
      };
    }
    if (change.kind === 'rate') {
      const categoryRate = await categoryRateOf(tx, round.categoryId, type.data);
      if (categoryRate !== null && change.rateHundredths > categoryRate) {
        return {
          ok: false,
          why: 'above_rate',
          message: `a number's rate is at most the category's ${(categoryRate / 100).toFixed(2)} for ${type.data}; raise the category's rates instead`,
        };
      }
    }
    const key = { roundId: round.id, type: type.data, number: input.number };
    const previous = await findNumberRule(tx, key);
    const base = previous ?? NONE;
    const rule: NumberRule =
      change.kind === 'close'
        ? { ...base, closed: true }
        : change.kind === 'open'
          ? { ...base, closed: false }
          : change.kind === 'rate'
            ? { ...base, rateHundredths: change.rateHundredths }
            : { ...base, capSatang: change.capSatang };
    const same =
      previous !== null &&
      previous.closed === rule.closed &&
      previous.rateHundredths === rule.rateHundredths &&
      previous.capSatang === rule.capSatang;
    if (same) return { ok: true, changed: false, rule, previous };
    await upsertNumberRule(tx, key, rule, input.operator, options.clock.now());
    await auditRound(tx, input, round.id, {
      action: 'lotto:number',
      before: previous ? ruleView(previous) : null,
      after: ruleView(rule),
      detail: {
        type: type.data,
        number: input.number,
        change: change.kind,
        closed: rule.closed,
        rate_hundredths: rule.rateHundredths,
        cap_satang: rule.capSatang?.toString() ?? null,
      },
    });
    return { ok: true, changed: true, rule, previous };
  });
}
