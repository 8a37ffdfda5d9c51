import { useQuery } from '@tanstack/react-query';
import type { OperatorRole } from '@ug99/contract';
import { boRequest } from '#bo/api/client.ts';

/** The signed-in operator as GET /api/backoffice/auth/me describes them. */
export type Me = { id: string; name: string; role: OperatorRole };

export const ME_KEY = ['backoffice', 'me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return boRequest<Me>('/api/backoffice/auth/me', { signal });
}

/** Who is signed in; a 401 sends the operator to the login page (api/client.ts). */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
}
