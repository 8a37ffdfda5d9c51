import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsibleGamingRoutes } from '@ug99/contract';
import type { ResponsibleGamingSettings, ResponsibleGamingUpdate } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';
import { userInfoQueryOptions } from '@/shared/session/index.ts';
import { rgSettingsQueryOptions } from './get-settings.ts';

/** POST /api/member/responsible_gaming: only the fields sent change; the answer is the new state. */
export async function updateSettings(body: ResponsibleGamingUpdate): Promise<ResponsibleGamingSettings> {
  return unwrap(await callApi(responsibleGamingRoutes.update, { body, toastOnFail: false }));
}

export function useUpdateRgSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async () => {
      // The member's info carries the cool-off and exclusion dates too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rgSettingsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
      ]);
    },
  });
}
