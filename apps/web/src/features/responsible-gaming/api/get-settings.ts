import { queryOptions, useQuery } from '@tanstack/react-query';
import { responsibleGamingRoutes, type ResponsibleGamingSettings } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/** GET /api/member/responsible_gaming: limits in force, looser values waiting 24 h, cool-off, exclusion. */
export async function getSettings(signal?: AbortSignal): Promise<ResponsibleGamingSettings> {
  return unwrap(await callApi(responsibleGamingRoutes.settings, { signal }));
}

export const rgSettingsQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'responsible-gaming'],
  queryFn: ({ signal }) => getSettings(signal),
});

export function useRgSettings() {
  return useQuery(rgSettingsQueryOptions);
}
