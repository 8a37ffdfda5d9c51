import { useQuery } from '@tanstack/react-query';
import { accessCalls, roleMayCall } from '@ug99/contract';
import type { BackofficeCall, BackofficeMe } from '@ug99/contract';
import { boCall } from '#bo/api/client.ts';

/** The signed-in operator, as the contract's `accessCalls.me` answers. */
export type Me = BackofficeMe;

export const ME_KEY = ['backoffice', 'me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return boCall(accessCalls.me, { signal });
}

/** Who is signed in; a 401 sends the operator to the login page (api/client.ts). */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
}

/**
 * Whether the signed-in operator's role may make a call (docs/BACKOFFICE.md#roles): the back office
 * hides the buttons of calls a role may not make; the server refuses them anyway.
 */
export function useCan(call: BackofficeCall): boolean {
  const me = useMe();
  return Boolean(me.data && roleMayCall(call, me.data.role));
}

/** The login page, asked to come back to where the operator was once the operator has signed in again. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const back = `${location.pathname}${location.search}`;
  return back === '/' ? '/login' : `/login?next=${encodeURIComponent(back)}`;
}
