import { useQuery } from '@tanstack/react-query';
import {
  REALITY_CHECK_DEFAULT_MINUTES,
  responsibleGamingRoutes,
  type ResponsibleGamingSettings,
} from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { MEMBER_QUERY_KEY } from '@/shared/session/index.ts';

/**
 * The member's reality-check interval (docs/rules/responsible-gaming.md#reality-check) from GET
 * /api/member/responsible_gaming. The query key is the one the responsible-gaming page uses, so a change made
 * there is what the sheet reads; features do not import each other, hence this small fetcher of its own.
 */
async function getSettings(signal?: AbortSignal): Promise<ResponsibleGamingSettings> {
  return unwrap(await callApi(responsibleGamingRoutes.settings, { signal }));
}

export function useRealityCheckMinutes(enabled: boolean): number {
  const query = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'responsible-gaming'],
    queryFn: ({ signal }) => getSettings(signal),
    select: (settings) => settings.reality_check_minutes,
    enabled,
  });
  return query.data ?? REALITY_CHECK_DEFAULT_MINUTES;
}
