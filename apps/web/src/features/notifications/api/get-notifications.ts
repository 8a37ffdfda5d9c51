import { contentRoutes } from '@ug99/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/**
 * GET /api/notifications: the agent's announcements (docs/rules/content.md#banners-announcements-and-events).
 */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return unwrap(await callApi(contentRoutes.notifications, { signal }));
}

export const notificationsQueryOptions = queryOptions({
  queryKey: ['notifications'],
  queryFn: ({ signal }) => getNotifications(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
