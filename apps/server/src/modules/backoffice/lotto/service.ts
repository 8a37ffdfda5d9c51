import type {
  BoCapAlertsQuery,
  BoLottoRateInput,
  BoLottoRoundsQuery,
  BoNumberRuleRequest,
  BoNumbersQuery,
  BoResultInput,
} from '@ug99/contract';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { addRound } from './add-round.ts';
import { closeRound } from './close-round.ts';
import { enterRoundResult, previewRoundResult } from './enter-result.ts';
import { listCapAlerts } from './list-alerts.ts';
import { listCategories } from './list-categories.ts';
import { listNumbers } from './list-numbers.ts';
import { listRounds, showRound } from './list-rounds.ts';
import type { LottoDeps } from './lotto-deps.ts';
import { saveRates } from './save-rates.ts';
import { setNumberRule } from './set-number-rule.ts';
import { voidRound } from './void-round.ts';

/**
 * The lotto screens (docs/BACKOFFICE.md#lotto), one use case per file: each action goes through the lotto
 * module's function that the lotto:* command uses (the same rule, the same audit row, naming the
 * back-office operator with their account and address). A government-lottery result becomes a four-eyes
 * request.
 */
export function createLottoService(
  ctx: OperationsContext,
  { audit }: { audit: typeof writeBackofficeAudit },
) {
  const deps: LottoDeps = { ctx, audit };
  return {
    categories: () => listCategories(deps),
    saveRates: (operator: Operator, code: string, rows: BoLottoRateInput[]) =>
      saveRates(deps, operator, code, rows),
    rounds: (q: BoLottoRoundsQuery) => listRounds(deps, q),
    round: (roundId: number) => showRound(deps, roundId),
    addRound: (
      operator: Operator,
      body: { category: string; close_at: string; title?: string | undefined },
    ) => addRound(deps, operator, body),
    close: (operator: Operator, roundId: number) => closeRound(deps, operator, roundId),
    preview: (roundId: number, body: BoResultInput) => previewRoundResult(deps, roundId, body),
    enterResult: (operator: Operator, roundId: number, body: BoResultInput) =>
      enterRoundResult(deps, operator, roundId, body),
    void: (operator: Operator, roundId: number, reason: string) => voidRound(deps, operator, roundId, reason),
    alerts: (q: BoCapAlertsQuery) => listCapAlerts(deps, q),
    numbers: (roundId: number, q: BoNumbersQuery) => listNumbers(deps, roundId, q),
    setNumber: (operator: Operator, roundId: number, body: BoNumberRuleRequest) =>
      setNumberRule(deps, operator, roundId, body),
  };
}

export type LottoService = ReturnType<typeof createLottoService>;
