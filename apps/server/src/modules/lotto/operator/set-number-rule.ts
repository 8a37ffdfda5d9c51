import { bahtToSatang, LOTTO_BET_TYPES } from '@ug99/contract';
import type { BoNumberRuleRequest } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import { pageNumberStakes } from '../rounds/operator-reads.ts';
import { setNumberRule as setLottoNumberRule } from '../settlement/number-rule.ts';
import type { NumberChange } from '../settlement/number-rule.ts';
import { requireRound } from './context.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { baht, numberView, rate } from './views.ts';

function changeOf(body: BoNumberRuleRequest): NumberChange {
  switch (body.action) {
    case 'close':
      return { kind: 'close' };
    case 'open':
      return { kind: 'open' };
    case 'rate':
      return { kind: 'rate', rateHundredths: Math.round(body.rate * 100) };
    case 'cap':
      return { kind: 'cap', capSatang: bahtToSatang(body.cap) };
  }
}

/** Close, reopen, reduce the rate of or cap one number (lotto:number); only later bills see it. */
export async function setNumberRule(
  ctx: LottoOperatorContext,
  actor: LottoActor,
  roundId: number,
  body: BoNumberRuleRequest,
) {
  const { db, clock } = ctx;
  await requireRound(ctx, roundId);
  if (body.number.length !== LOTTO_BET_TYPES[body.bet_type].digits) {
    throw new AppError('BO_LOTTO_NUMBER_INVALID');
  }
  const outcome = await setLottoNumberRule(
    db,
    {
      roundId,
      type: body.bet_type,
      number: body.number,
      change: changeOf(body),
      operator: actor.name,
      by: actor.by,
    },
    { clock },
  );
  if (!outcome.ok) {
    throw new AppError(
      outcome.why === 'not_found'
        ? 'BO_LOTTO_ROUND_NOT_FOUND'
        : outcome.why === 'round_over'
          ? 'BO_LOTTO_ROUND_OVER'
          : outcome.why === 'above_rate'
            ? 'BO_LOTTO_NUMBER_RATE_ABOVE'
            : 'BO_LOTTO_NUMBER_INVALID',
    );
  }
  const { rows } = await pageNumberStakes(db, {
    roundId,
    betType: body.bet_type,
    number: body.number,
    page: 1,
    pageSize: 1,
    sort: 'number',
  });
  const item = rows[0];
  return {
    changed: outcome.changed,
    item: item
      ? numberView(item)
      : {
          bet_type: body.bet_type,
          number: body.number,
          staked: 0,
          category_rate: null,
          category_cap: null,
          closed: outcome.rule.closed,
          rate: outcome.rule.rateHundredths === null ? null : rate(outcome.rule.rateHundredths),
          cap: outcome.rule.capSatang === null ? null : baht(outcome.rule.capSatang),
        },
  };
}
