import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** A poll's public data: config, stats, winners. */
export const POLL_QUERY_KEY = ['poll'] as const;
/** The member's quota on a poll, under the member key so a logout drops it. */
export const POLL_QUOTA_QUERY_KEY = [...MEMBER_QUERY_KEY, 'poll', 'quota'] as const;
