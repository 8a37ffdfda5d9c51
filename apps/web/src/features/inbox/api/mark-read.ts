import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, InboxReadRequest, InboxReadResult } from '@ug99/contract';
import { inboxRoutes } from '@ug99/contract';
import { callApi } from '@/shared/api/index.ts';
import { INBOX_QUERY_KEY } from '@/shared/session/inbox.ts';

/** POST /api/member/inbox/read: the member's items by id, or all of them. */
export function markInboxRead(body: InboxReadRequest): Promise<Envelope<InboxReadResult>> {
  return callApi(inboxRoutes.read, { body });
}

/** Marks read, then re-reads every inbox query (the page, the bell, the menu). */
export function useMarkInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInboxRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
