import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** Under the member key, so a logout drops the member's deposits and withdrawals with the rest. */
export const PAYMENT_QUERY_KEY = [...MEMBER_QUERY_KEY, 'payment'] as const;
