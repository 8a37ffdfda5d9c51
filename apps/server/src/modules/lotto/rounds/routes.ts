import { ok } from '@ug99/contract';
import type { lottoRouteSchemas } from '@ug99/contract';
import type { ApiHandlers } from '#http/api-routes.ts';
import type { LottoRoundService } from './service.ts';

type RoundCalls = 'lobby' | 'rounds' | 'round' | 'rule' | 'rate' | 'rates' | 'limit' | 'result' | 'results';

/** Public reads: categories, rounds, rules, rates, limits and results (docs/LOTTO.md). */
export function lottoRoundHandlers(
  rounds: LottoRoundService,
): Pick<ApiHandlers<typeof lottoRouteSchemas>, RoundCalls> {
  return {
    // The lobby's envelope also carries `status: 0` (the spec's lotto lobby convention).
    lobby: async () => ({ ...ok(await rounds.lobby()), status: 0 as const }),
    rounds: async (req) => ok(await rounds.rounds(req.query)),
    round: async (req) => ok(await rounds.round(req.query.round_id)),
    rule: async (req) => ok(await rounds.rule(req.query.round_id)),
    rate: async (req) => ok(await rounds.rate(req.query.round_id)),
    rates: async (req) => ok(await rounds.rates(req.query)),
    limit: async (req) => ok(await rounds.limit(req.query.round_id)),
    result: async (req) => ok(await rounds.result(req.query.round_id)),
    results: async (req) => ok(await rounds.results(req.query)),
  };
}
