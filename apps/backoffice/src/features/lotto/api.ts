import { lottoCalls } from '@ug99/contract';
import type {
  BoLottoRateInput,
  BoLottoRoundsQuery,
  BoNumberRuleRequest,
  BoNumbersQuery,
  BoResultInput,
} from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';
import type { ListParams } from '#bo/shared/server-table.ts';

// The lotto screens (docs/BACKOFFICE.md#lotto).

export const LOTTO_KEY = ['backoffice', 'lotto'] as const;

export const fetchCategories = (signal?: AbortSignal) => boCall(lottoCalls.categories, { signal });

export const fetchRounds = (query: ListParams<BoLottoRoundsQuery>, signal?: AbortSignal) =>
  boCall(lottoCalls.rounds, { query: query as BoLottoRoundsQuery, signal });

export const fetchRound = (id: number, signal?: AbortSignal) =>
  boCall(lottoCalls.round, { params: { id }, signal });

export const addRound = (body: { category: string; close_at: string; title?: string }) =>
  boCall(lottoCalls.addRound, { body });

export const closeRound = (id: number) => boCall(lottoCalls.closeRound, { params: { id } });

export const previewResult = (id: number, body: BoResultInput) =>
  boCall(lottoCalls.previewResult, { params: { id }, body });

export const enterResult = (id: number, body: BoResultInput) =>
  boCall(lottoCalls.enterResult, { params: { id }, body });

export const voidRound = (id: number, reason: string) =>
  boCall(lottoCalls.voidRound, { params: { id }, body: { reason } });

export const fetchNumbers = (id: number, query: ListParams<BoNumbersQuery>, signal?: AbortSignal) =>
  boCall(lottoCalls.numbers, { params: { id }, query: query as BoNumbersQuery, signal });

export const setNumberRule = (id: number, body: BoNumberRuleRequest) =>
  boCall(lottoCalls.setNumber, { params: { id }, body });

/** Saves every bet type's row of a category together; bills already placed keep their rate. */
export const saveRates = (code: string, rates: BoLottoRateInput[]) =>
  boCall(lottoCalls.saveRates, { params: { code }, body: { rates } });

/** Near-cap alerts of rounds still taking bets, newest first (docs/BACKOFFICE.md#lotto). */
export const fetchCapAlerts = (signal?: AbortSignal) =>
  boCall(lottoCalls.alerts, { query: { page: 1, page_size: 50 }, signal });
