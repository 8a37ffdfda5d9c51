import { accountRoutes } from '@ug99/contract';
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest, ResetPasswordResult } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

/** POST /api/reset_password: sends an OTP by SMS to the phone, if it is registered (no way to tell). */
export async function requestPasswordReset(body: ResetPasswordRequest): Promise<ResetPasswordResult> {
  return unwrap(
    await callApi(accountRoutes.resetPassword, {
      body,
      toastOnFail: false,
    }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
