import type { LottoRoundStatus } from '@ug99/contract';
import { agentRates, roundRates } from './list-rates.ts';
import { listResults, roundResult } from './list-results.ts';
import { listPublicRounds, showPublicRound } from './list-rounds.ts';
import { lottoLobbyOf } from './lobby.ts';
import type { RoundDeps } from './round-deps.ts';
import { roundLimits } from './round-limits.ts';
import { roundRule } from './round-rule.ts';

export { lottoRoundExists } from './round-exists.ts';

export type LottoRoundService = ReturnType<typeof createLottoRoundService>;

/**
 * The lotto's public read calls (docs/LOTTO.md#categories-and-rounds), one use case per file: no member
 * token needed, nothing written. A round's status is answered as of the clock (round-views.ts).
 */
export function createLottoRoundService(deps: RoundDeps) {
  return {
    lobby: () => lottoLobbyOf(deps),
    rounds: (query: { category_id?: number | undefined; status?: LottoRoundStatus | undefined }) =>
      listPublicRounds(deps, query),
    round: (roundId: number) => showPublicRound(deps, roundId),
    rule: (roundId: number) => roundRule(deps, roundId),
    rate: (roundId: number) => roundRates(deps, roundId),
    rates: (query: { category_id?: number | undefined; agent_id?: number | undefined }) =>
      agentRates(deps, query),
    limit: (roundId: number) => roundLimits(deps, roundId),
    result: (roundId: number) => roundResult(deps, roundId),
    results: (query: {
      date?: string | undefined;
      category_id?: number | undefined;
      agent_id?: number | undefined;
    }) => listResults(deps, query),
  };
}
