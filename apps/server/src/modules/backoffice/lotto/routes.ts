import { ok } from '@ug99/contract';
import type { lottoCalls } from '@ug99/contract';
import type { BackofficeHandler } from '../call-table.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { LottoService } from './service.ts';

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

/** The lotto screens (docs/BACKOFFICE.md#lotto). */
export function lottoHandlers(lotto: LottoService): { [K in LottoCall]: BackofficeHandler<Calls[K]> } {
  return {
    categories: async () => ok(await lotto.categories()),
    saveRates: async (req) => ok(await lotto.saveRates(actorOf(req), req.params.code, req.body.rates)),
    rounds: async (req) => ok(await lotto.rounds(req.query)),
    addRound: async (req) => ok(await lotto.addRound(actorOf(req), req.body)),
    round: async (req) => ok(await lotto.round(req.params.id)),
    closeRound: async (req) => ok(await lotto.close(actorOf(req), req.params.id)),
    previewResult: async (req) => ok(await lotto.preview(req.params.id, req.body)),
    enterResult: async (req) => ok(await lotto.enterResult(actorOf(req), req.params.id, req.body)),
    voidRound: async (req) => ok(await lotto.void(actorOf(req), req.params.id, req.body.reason)),
    alerts: async (req) => ok(await lotto.alerts(req.query)),
    numbers: async (req) => ok(await lotto.numbers(req.params.id, req.query)),
    setNumber: async (req) => ok(await lotto.setNumber(actorOf(req), req.params.id, req.body)),
  };
}
