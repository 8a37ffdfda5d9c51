import type {
  BoCapAlertsQuery,
  BoLottoRateInput,
  BoLottoRoundsQuery,
  BoNumberRuleRequest,
  BoNumbersQuery,
  BoResultInput,
} from '@ug99/contract';
import { addRound } from './add-round.ts';
import { closeRound } from './close-round.ts';
import type { LottoActor, LottoOperatorContext } from './context.ts';
import { enterRoundResult } from './enter-result.ts';
import { listCapAlerts } from './list-alerts.ts';
import { listCategories } from './list-categories.ts';
import { listNumbers } from './list-numbers.ts';
import { listRounds } from './list-rounds.ts';
import { previewRoundResult } from './preview-result.ts';
import { saveRates } from './save-rates.ts';
import { setNumberRule } from './set-number-rule.ts';
import { showRound } from './show-round.ts';
import { voidRound } from './void-round.ts';

/**
 * The lotto's operator use cases, one per file, which the back office's lotto screens call
 * (docs/BACKOFFICE.md#lotto, docs/ARCHITECTURE.md#operator-use-cases-live-in-their-domain): each action goes
 * through the function the lotto:* command uses (the same rule, the same audit row, naming the back-office
 * operator with their account and address). The actor carries what the back office owns: its audit rows,
 * the value caps and four-eyes requests (a government-lottery result, rates raised past the caps).
 */
export function createLottoOperatorService(ctx: LottoOperatorContext) {
  return {
    categories: () => listCategories(ctx),
    saveRates: (actor: LottoActor, code: string, rows: BoLottoRateInput[]) =>
      saveRates(ctx, actor, code, rows),
    rounds: (q: BoLottoRoundsQuery) => listRounds(ctx, q),
    round: (roundId: number) => showRound(ctx, roundId),
    addRound: (actor: LottoActor, body: { category: string; close_at: string; title?: string | undefined }) =>
      addRound(ctx, actor, body),
    close: (actor: LottoActor, roundId: number) => closeRound(ctx, actor, roundId),
    preview: (roundId: number, body: BoResultInput) => previewRoundResult(ctx, roundId, body),
    enterResult: (actor: LottoActor, roundId: number, body: BoResultInput) =>
      enterRoundResult(ctx, actor, roundId, body),
    void: (actor: LottoActor, roundId: number, reason: string) => voidRound(ctx, actor, roundId, reason),
    alerts: (q: BoCapAlertsQuery) => listCapAlerts(ctx, q),
    numbers: (roundId: number, q: BoNumbersQuery) => listNumbers(ctx, roundId, q),
    setNumber: (actor: LottoActor, roundId: number, body: BoNumberRuleRequest) =>
      setNumberRule(ctx, actor, roundId, body),
  };
}

export type LottoOperatorService = ReturnType<typeof createLottoOperatorService>;
