import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** The member's wheels (free spins, points, pending prizes), under the member key so a logout drops them. */
export const WHEEL_QUERY_KEY = [...MEMBER_QUERY_KEY, 'wheel'] as const;
/** The public board of recent winners. */
export const WHEEL_BOARD_QUERY_KEY = ['wheel', 'board'] as const;
