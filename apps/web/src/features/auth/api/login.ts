import { accountRoutes } from '@ug99/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, LoginRequest } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { startSession } from '@/shared/session/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

/** POST /api/login; the form shows a refusal itself, so it is not toasted as well. */
export async function login(body: LoginRequest): Promise<AccessToken> {
  return unwrap(await callApi(accountRoutes.login, { body, toastOnFail: false }));
}

/**
 * docs/rules/member-site.md#session-state: error 0 keeps the token and marks the member logged in; any
 * failure forgets the member.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => startSession(queryClient, token.access_token),
    onError: () => useUserStore.getState().clearUser(),
  });
}
