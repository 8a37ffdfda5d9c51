import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxRoutes } from '@ug99/contract';
import type { MemberEvent } from '@ug99/contract';
import { useCallback, useEffect } from 'react';
import { callApi, unwrap } from '../api/index.ts';
import { useUserStore } from '../store/user-store.ts';
import { useMemberEvents } from './member-events.ts';
import { MEMBER_QUERY_KEY } from './user-info.ts';

/**
 * The member's inbox (docs/NOTIFICATIONS.md): its pages and unread count, read by the header's bell, the
 * member menu and /member/inbox, so it lives here rather than in one feature. Under the member key so a
 * logout drops it with the rest.
 */
export const INBOX_QUERY_KEY = [...MEMBER_QUERY_KEY, 'inbox'] as const;

/** GET /api/member/inbox: one page, all items or only the unread ones. */
export const inboxQueryOptions = (page: number, unread: boolean) =>
  queryOptions({
    queryKey: [...INBOX_QUERY_KEY, page, unread],
    queryFn: async ({ signal }) =>
      unwrap(
        await callApi(inboxRoutes.list, {
          query: { page, unread: unread ? '1' : '0' },
          signal,
          toastOnFail: false,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The unread count and whether the member has any item at all (members only). */
export function useInboxSummary(): { unread: number; any: boolean } {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { data } = useQuery({ ...inboxQueryOptions(1, false), enabled: isLoggedIn });
  return { unread: data?.unread ?? 0, any: (data?.total ?? 0) > 0 };
}

/**
 * Keeps the inbox queries current while a member is on the site: an `inbox` live event (an item arrived)
 * re-reads them; so does (re)connecting, for what arrived while the stream was down. Mounted once, by the
 * member panel.
 */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    [queryClient],
  );
  const onEvent = useCallback(
    (event: MemberEvent) => {
      if (event.type === 'inbox') refresh();
    },
    [refresh],
  );
  const { connected } = useMemberEvents(isLoggedIn, onEvent);
  useEffect(() => {
    if (connected) refresh();
  }, [connected, refresh]);
}
