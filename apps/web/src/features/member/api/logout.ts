import { accountRoutes } from '@ug99/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/index.ts';
import { endSession } from '@/shared/session/index.ts';
import { currentAccessToken } from '@/shared/store/user-store.ts';

/**
 * POST /api/logout revokes `token` on the server. A 401 only says it was already revoked or expired,
 * so it is not treated as "log in again".
 */
export async function logout(token: string): Promise<void> {
  await callApi(accountRoutes.logout, {
    token,
    toastOnFail: false,
    redirectOnUnauthorized: false,
  });
}

/**
 * The member asked to leave this device: whatever the server answers (even offline), the token and
 * every member detail are forgotten here, so a shared phone is never left logged in. They are forgotten
 * before the server revokes the token: every call in flight carries the token, and one that reached the
 * server after the revocation would be refused as a lapsed session. So every call in flight is stopped,
 * the member forgotten, the token revoked, and what the page shows is fetched again as a visitor's.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = currentAccessToken();
      await queryClient.cancelQueries();
      endSession(queryClient);
      if (token) await logout(token).catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
