import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/index.ts';
import { endSession } from '@/shared/session/index.ts';

/**
 * POST /api/logout revokes the token on the server. A 401 only says it was already revoked or expired,
 * so it is not treated as "log in again".
 */
export async function logout(): Promise<void> {
  await apiRequest<unknown>('/api/logout', {
    method: 'POST',
    toastOnFail: false,
    redirectOnUnauthorized: false,
  });
}

/**
 * The member asked to leave this device: whatever the server answers (even offline), the token and
 * every member detail are forgotten here, so a shared phone is never left logged in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => endSession(queryClient),
  });
}
