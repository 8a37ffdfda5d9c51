import { queryOptions, useQuery } from '@tanstack/react-query';
import { wheelRoutes } from '@ug99/contract';
import type { WheelConfig, WheelTab } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { WHEEL_QUERY_KEY } from './keys.ts';

const CONFIG_ROUTES = { 1: wheelRoutes.config, 2: wheelRoutes.configV2 } as const;

/** GET /api/wheel/config (tab 1, free spins) or /config_v2 (tab 2, points; spec §9). */
export async function getWheelConfig(tab: WheelTab, signal?: AbortSignal): Promise<WheelConfig> {
  return unwrap(await callApi(CONFIG_ROUTES[tab], { signal }));
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
