import { accountRoutes } from '@ug99/contract';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

/** POST /api/member/change_password: old + new password; the server ends the member's other sessions. */
export async function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return unwrap(await callApi(accountRoutes.changePassword, { body, toastOnFail: false }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
