import { accountRoutes } from '@ug99/contract';
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordV2Request } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

/** POST /api/reset_password_v2: sets the new password with the OTP from the SMS. */
export async function resetPassword(body: ResetPasswordV2Request): Promise<unknown> {
  return unwrap(await callApi(accountRoutes.resetPasswordV2, { body, toastOnFail: false }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
