import { engagementCalls } from '@ug99/contract';
import type {
  BoPollCreate,
  BoPointsAdjustRequest,
  BoQuestCreate,
  BoQuestUpdate,
  BoShopItemCreate,
  BoShopItemUpdate,
  BoWheelSegmentsUpdate,
} from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

// The engagement screens' calls (docs/BACKOFFICE.md#engagement).

export const ENGAGEMENT_KEY = ['backoffice', 'engagement'] as const;
type Paging = { page: number; page_size: number };
type ActiveFilter = 'all' | 'active' | 'inactive';

export const fetchQuests = (query: Paging & { active: ActiveFilter }, signal?: AbortSignal) =>
  boCall(engagementCalls.quests, { query, signal });
export const createQuest = (body: BoQuestCreate) => boCall(engagementCalls.addQuest, { body });
export const updateQuest = (id: number, body: BoQuestUpdate) =>
  boCall(engagementCalls.updateQuest, { params: { id }, body });

export const fetchWheels = (signal?: AbortSignal) => boCall(engagementCalls.wheels, { signal });
export const fetchWheelReport = (signal?: AbortSignal) => boCall(engagementCalls.wheelReport, { signal });
export const saveWheelSegments = (id: number, body: BoWheelSegmentsUpdate) =>
  boCall(engagementCalls.saveWheelSegments, { params: { id }, body });

export const fetchShopItems = (query: Paging & { active: ActiveFilter }, signal?: AbortSignal) =>
  boCall(engagementCalls.shopItems, { query, signal });
export const createShopItem = (body: BoShopItemCreate) => boCall(engagementCalls.addShopItem, { body });
export const updateShopItem = (id: number, body: BoShopItemUpdate) =>
  boCall(engagementCalls.updateShopItem, { params: { id }, body });
export const changeShopStock = (id: number, change: number) =>
  boCall(engagementCalls.changeShopStock, { params: { id }, body: { change } });
export const fetchRedemptions = (query: Paging & { status: 'pending' | 'sent' }, signal?: AbortSignal) =>
  boCall(engagementCalls.redemptions, { query, signal });
export const markRedemptionSent = (id: number, note: string | undefined) =>
  boCall(engagementCalls.markRedemptionSent, { params: { id }, body: note ? { note } : {} });

export const fetchPolls = (query: Paging, signal?: AbortSignal) =>
  boCall(engagementCalls.polls, { query, signal });
export const fetchPoll = (id: number, signal?: AbortSignal) =>
  boCall(engagementCalls.poll, { params: { id }, signal });
export const createPoll = (body: BoPollCreate) => boCall(engagementCalls.addPoll, { body });

export const adjustPoints = (body: BoPointsAdjustRequest) => boCall(engagementCalls.adjustPoints, { body });
