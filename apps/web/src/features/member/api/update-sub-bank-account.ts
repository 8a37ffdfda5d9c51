import { accountRoutes } from '@ug99/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSubBankAccountRequest } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { userInfoQueryOptions } from '@/shared/session/index.ts';

/** POST /api/member/update_sub_bank_account: a second withdrawal account, re-authenticated by password. */
export async function updateSubBankAccount(body: UpdateSubBankAccountRequest): Promise<unknown> {
  return unwrap(
    await callApi(accountRoutes.updateSubBankAccount, {
      body,
      toastOnFail: false,
    }),
  );
}

export function useUpdateSubBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubBankAccount,
    // The profile shows the account from the member's info, which now has it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
  });
}
