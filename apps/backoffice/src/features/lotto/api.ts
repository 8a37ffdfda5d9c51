import type {
  BoCapAlert,
  BoEnterResultOutcome,
  BoLottoCategory,
  BoLottoRateInput,
  BoLottoRatesOutcome,
  BoLottoRound,
  BoLottoRoundsQuery,
  BoNumberRuleRequest,
  BoNumbersQuery,
  BoNumberStake,
  BoResultInput,
  BoResultPreview,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { ListParams, Page } from '#bo/shared/server-table.ts';

// The lotto screens (docs/BACKOFFICE.md#lotto).

export const LOTTO_KEY = ['backoffice', 'lotto'] as const;
const base = '/api/backoffice/lotto';

export const fetchCategories = (signal?: AbortSignal) =>
  boRequest<{ items: BoLottoCategory[] }>(`${base}/categories`, { signal });

export const fetchRounds = (query: ListParams<BoLottoRoundsQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoLottoRound>>(`${base}/rounds`, { query, signal });

export const fetchRound = (id: number, signal?: AbortSignal) =>
  boRequest<BoLottoRound>(`${base}/rounds/${id}`, { signal });

export const addRound = (body: { category: string; close_at: string; title?: string }) =>
  boRequest<{ round: BoLottoRound; changed: boolean }>(`${base}/rounds`, { method: 'POST', body });

export const closeRound = (id: number) =>
  boRequest<{ round: BoLottoRound; changed: boolean }>(`${base}/rounds/${id}/close`, {
    method: 'POST',
    body: {},
  });

export const previewResult = (id: number, body: BoResultInput) =>
  boRequest<BoResultPreview>(`${base}/rounds/${id}/result/preview`, { method: 'POST', body });

export const enterResult = (id: number, body: BoResultInput) =>
  boRequest<BoEnterResultOutcome>(`${base}/rounds/${id}/result`, { method: 'POST', body });

export const voidRound = (id: number, reason: string) =>
  boRequest<{ round: BoLottoRound; changed: boolean; refunded_bills: number; refunded: number }>(
    `${base}/rounds/${id}/void`,
    { method: 'POST', body: { reason } },
  );

export const fetchNumbers = (id: number, query: ListParams<BoNumbersQuery>, signal?: AbortSignal) =>
  boRequest<Page<BoNumberStake>>(`${base}/rounds/${id}/numbers`, { query, signal });

export const setNumberRule = (id: number, body: BoNumberRuleRequest) =>
  boRequest<{ item: BoNumberStake; changed: boolean }>(`${base}/rounds/${id}/numbers`, {
    method: 'POST',
    body,
  });

/** Saves every bet type's row of a category together; bills already placed keep their rate. */
export const saveRates = (code: string, rates: BoLottoRateInput[]) =>
  boRequest<BoLottoRatesOutcome>(`${base}/categories/${code}/rates`, {
    method: 'POST',
    body: { rates },
  });

/** Near-cap alerts of rounds still taking bets, newest first (docs/BACKOFFICE.md#lotto). */
export const fetchCapAlerts = (signal?: AbortSignal) =>
  boRequest<Page<BoCapAlert>>(`${base}/alerts`, { query: { page: 1, page_size: 50 }, signal });
