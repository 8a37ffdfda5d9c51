import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxSettings } from '@ug99/contract';
import { inboxRoutes } from '@ug99/contract';
import { callApi, unwrap } from '@/shared/api/index.ts';

const SETTINGS_KEY = ['member', 'inbox-settings'] as const;

/** GET /api/member/inbox/settings: whether the member receives marketing broadcasts. */
export const inboxSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async () => unwrap(await callApi(inboxRoutes.settings)),
});

/** POST /api/member/inbox/settings, then the settings are read again. */
export function useSaveInboxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InboxSettings) => unwrap(await callApi(inboxRoutes.saveSettings, { body })),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
