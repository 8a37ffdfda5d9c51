import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { wheelRoutes } from '@ug99/contract';
import type { Envelope, WheelFairness, WheelHistory, WheelRotation } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { WHEEL_QUERY_KEY } from './keys.ts';

export const WHEEL_FAIRNESS_QUERY_KEY = [...WHEEL_QUERY_KEY, 'fairness'] as const;

/** GET /api/wheel/fairness: the member's commitment (hash, client seed, next nonce, weights). */
export async function getWheelFairness(signal?: AbortSignal): Promise<WheelFairness> {
  return unwrap(await callApi(wheelRoutes.fairness, { signal, toastOnFail: false }));
}

export function useWheelFairness() {
  return useQuery({ queryKey: WHEEL_FAIRNESS_QUERY_KEY, queryFn: ({ signal }) => getWheelFairness(signal) });
}

/** GET /api/wheel/history: the latest spins with their nonce and the seeds revealed so far. */
export async function getWheelHistory(): Promise<Envelope<WheelHistory>> {
  return callApi(wheelRoutes.history, { toastOnFail: false });
}

/** POST /api/wheel/fairness/rotate: reveals the server seed, commits the next (with a new client seed). */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string | undefined): Promise<Envelope<WheelRotation>> =>
      callApi(wheelRoutes.rotate, {
        body: clientSeed === undefined ? {} : { client_seed: clientSeed },
        toastOnFail: false,
      }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: WHEEL_FAIRNESS_QUERY_KEY }),
  });
}
