import type { FastifyRequest } from 'fastify';
import { ok } from '@ug99/contract';
import type { lottoCalls } from '@ug99/contract';
import type { LottoActor, LottoOperatorService } from '#lotto';
import type { BackofficeHandler } from '../call-table.ts';

type Calls = typeof lottoCalls;
type LottoCall =
  | 'categories'
  | 'saveRates'
  | 'rounds'
  | 'addRound'
  | 'round'
  | 'closeRound'
  | 'previewResult'
  | 'enterResult'
  | 'voidRound'
  | 'numbers'
  | 'setNumber'
  | 'alerts';

/**
 * The lotto screens (docs/BACKOFFICE.md#lotto): the call table's role guard has let the operator in, and
 * each call is the lotto's use case, with the operator acting (`actor`: audit, caps, four-eyes).
 */
export function lottoHandlers(
  lotto: LottoOperatorService,
  actor: (req: FastifyRequest) => LottoActor,
): { [K in LottoCall]: BackofficeHandler<Calls[K]> } {
  return {
    categories: async () => ok(await lotto.categories()),
    saveRates: async (req) => ok(await lotto.saveRates(actor(req), req.params.code, req.body.rates)),
    rounds: async (req) => ok(await lotto.rounds(req.query)),
    addRound: async (req) => ok(await lotto.addRound(actor(req), req.body)),
    round: async (req) => ok(await lotto.round(req.params.id)),
    closeRound: async (req) => ok(await lotto.close(actor(req), req.params.id)),
    previewResult: async (req) => ok(await lotto.preview(req.params.id, req.body)),
    enterResult: async (req) => ok(await lotto.enterResult(actor(req), req.params.id, req.body)),
    voidRound: async (req) => ok(await lotto.void(actor(req), req.params.id, req.body.reason)),
    alerts: async (req) => ok(await lotto.alerts(req.query)),
    numbers: async (req) => ok(await lotto.numbers(req.params.id, req.query)),
    setNumber: async (req) => ok(await lotto.setNumber(actor(req), req.params.id, req.body)),
  };
}
