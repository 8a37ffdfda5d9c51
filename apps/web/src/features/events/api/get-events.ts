import { contentRoutes } from '@ug99/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_CODE, type EventItem } from '@ug99/contract';
import { callApi, CONTENT_STALE_MS, unwrap } from '@/shared/api/index.ts';

/** GET /api/event/list for the site's fixed agent code (docs/rules/member-site.md#site-identity). */
export async function getEvents(signal?: AbortSignal): Promise<EventItem[]> {
  return unwrap(await callApi(contentRoutes.events, { query: { agent_code: AGENT_CODE }, signal }));
}

export const eventsQueryOptions = queryOptions({
  queryKey: ['events', AGENT_CODE],
  queryFn: ({ signal }) => getEvents(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useEvents() {
  return useQuery(eventsQueryOptions);
}
