import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** Under the member key so a logout drops them with the rest. */
export const QUESTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'quests'] as const;
export const POINTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'points'] as const;
export const POINTS_HISTORY_QUERY_KEY = [...MEMBER_QUERY_KEY, 'points-history'] as const;
