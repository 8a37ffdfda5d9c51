import { useQuery } from '@tanstack/react-query';
import type { WheelBoard } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';
import { WHEEL_BOARD_QUERY_KEY } from './keys.ts';

/** GET /api/wheel/board: the latest prizes credited, winners masked. */
export async function getWheelBoard(signal?: AbortSignal): Promise<WheelBoard> {
  return unwrap(await apiRequest<WheelBoard>('/api/wheel/board', { signal, toastOnFail: false }));
}

export function useWheelBoard() {
  return useQuery({ queryKey: WHEEL_BOARD_QUERY_KEY, queryFn: ({ signal }) => getWheelBoard(signal) });
}
