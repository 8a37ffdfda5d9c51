import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@ug99/contract';
import { apiRequest, unwrap } from '@/shared/api/index.ts';

/** POST /api/member/change_password: old + new password; the server ends the member's other sessions. */
export async function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return unwrap(
    await apiRequest<unknown>('/api/member/change_password', { method: 'POST', body, toastOnFail: false }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
