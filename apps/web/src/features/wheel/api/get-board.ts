import { useQuery } from '@tanstack/react-query';
import { wheelRoutes } from '@ug99/contract';
import type { WheelBoard } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { WHEEL_BOARD_QUERY_KEY } from './keys.ts';

/** GET /api/wheel/board: the latest prizes credited, winners masked. */
export async function getWheelBoard(signal?: AbortSignal): Promise<WheelBoard> {
  return unwrap(await callApi(wheelRoutes.board, { signal, toastOnFail: false }));
}

export function useWheelBoard() {
  return useQuery({ queryKey: WHEEL_BOARD_QUERY_KEY, queryFn: ({ signal }) => getWheelBoard(signal) });
}
