import { accountRoutes } from '@ug99/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, RegisterRequest } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { startSession } from '@/shared/session/index.ts';
import { useUserStore } from '@/shared/store/user-store.ts';

/** POST /api/register: creates the member and answers with a token, exactly like login. */
export async function register(body: RegisterRequest): Promise<AccessToken> {
  return unwrap(await callApi(accountRoutes.register, { body, toastOnFail: false }));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (token) => startSession(queryClient, token.access_token),
    onError: () => useUserStore.getState().clearUser(),
  });
}
