import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WheelConfig, WheelTab } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';
import { WHEEL_QUERY_KEY } from './keys.ts';

const PATHS: Record<WheelTab, string> = { 1: '/api/wheel/config', 2: '/api/wheel/config_v2' };

/** GET /api/wheel/config (tab 1, free spins) or /config_v2 (tab 2, points; spec §9). */
export async function getWheelConfig(tab: WheelTab, signal?: AbortSignal): Promise<WheelConfig> {
  return unwrap(await apiRequest<WheelConfig>(PATHS[tab], { signal }));
}

export function wheelConfigQueryOptions(tab: WheelTab) {
  return queryOptions({
    queryKey: [...WHEEL_QUERY_KEY, 'config', tab],
    queryFn: ({ signal }) => getWheelConfig(tab, signal),
  });
}

export function useWheelConfig(tab: WheelTab) {
  return useQuery(wheelConfigQueryOptions(tab));
}
