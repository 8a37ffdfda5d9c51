import { accountRoutes } from '@ug99/contract';
import { useMutation } from '@tanstack/react-query';
import type { CheckAccountRequest, CheckAccountResult } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

/**
 * POST /api/check_account: whether the phone or bank account is already registered. Register asks it
 * first so each answer can sit under its own field instead of one message for the whole form.
 */
export async function checkAccount(body: CheckAccountRequest): Promise<CheckAccountResult> {
  return unwrap(await callApi(accountRoutes.checkAccount, { body, toastOnFail: false }));
}

export function useCheckAccount() {
  return useMutation({ mutationFn: checkAccount });
}
