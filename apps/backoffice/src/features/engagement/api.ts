import type {
  BoPollOutcome,
  BoPollCreate,
  BoPollDetail,
  BoPollRow,
  BoPointsAdjustRequest,
  BoQuest,
  BoQuestCreate,
  BoQuestOutcome,
  BoQuestUpdate,
  BoRedemption,
  BoShopItem,
  BoShopItemCreate,
  BoShopItemOutcome,
  BoPointsAdjustOutcome,
  BoShopItemUpdate,
  BoWheel,
  BoWheelSaveOutcome,
  BoWheelReport,
  BoWheelSegmentsUpdate,
} from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';
import type { Page } from '#bo/shared/server-table.ts';

// The engagement screens' calls (docs/BACKOFFICE.md#engagement).

export const ENGAGEMENT_KEY = ['backoffice', 'engagement'] as const;
type Paging = { page: number; page_size: number };
const post = <T>(path: string, body: unknown) => boRequest<T>(path, { method: 'POST', body });

export const fetchQuests = (query: Paging & { active: string }, signal?: AbortSignal) =>
  boRequest<Page<BoQuest>>('/api/backoffice/quests', { query, signal });
export const createQuest = (body: BoQuestCreate) => post<BoQuestOutcome>('/api/backoffice/quests', body);
export const updateQuest = (id: number, body: BoQuestUpdate) =>
  post<BoQuestOutcome>(`/api/backoffice/quests/${id}`, body);

export const fetchWheels = (signal?: AbortSignal) =>
  boRequest<{ wheels: BoWheel[] }>('/api/backoffice/wheels', { signal });
export const fetchWheelReport = (signal?: AbortSignal) =>
  boRequest<BoWheelReport>('/api/backoffice/wheels/report', { signal });
export const saveWheelSegments = (id: number, body: BoWheelSegmentsUpdate) =>
  post<BoWheelSaveOutcome>(`/api/backoffice/wheels/${id}/segments`, body);

export const fetchShopItems = (query: Paging & { active: string }, signal?: AbortSignal) =>
  boRequest<Page<BoShopItem>>('/api/backoffice/shop/items', { query, signal });
export const createShopItem = (body: BoShopItemCreate) =>
  post<BoShopItemOutcome>('/api/backoffice/shop/items', body);
export const updateShopItem = (id: number, body: BoShopItemUpdate) =>
  post<BoShopItemOutcome>(`/api/backoffice/shop/items/${id}`, body);
export const changeShopStock = (id: number, change: number) =>
  post<BoShopItem>(`/api/backoffice/shop/items/${id}/stock`, { change });
export const fetchRedemptions = (query: Paging & { status: string }, signal?: AbortSignal) =>
  boRequest<Page<BoRedemption>>('/api/backoffice/shop/redemptions', { query, signal });
export const markRedemptionSent = (id: number, note: string | undefined) =>
  post<{ id: number; status: 'sent' }>(`/api/backoffice/shop/redemptions/${id}/sent`, note ? { note } : {});

export const fetchPolls = (query: Paging, signal?: AbortSignal) =>
  boRequest<Page<BoPollRow>>('/api/backoffice/polls', { query, signal });
export const fetchPoll = (id: number, signal?: AbortSignal) =>
  boRequest<BoPollDetail>(`/api/backoffice/polls/${id}`, { signal });
export const createPoll = (body: BoPollCreate) => post<BoPollOutcome>('/api/backoffice/polls', body);

export const adjustPoints = (body: BoPointsAdjustRequest) =>
  post<BoPointsAdjustOutcome>('/api/backoffice/points/adjust', body);
