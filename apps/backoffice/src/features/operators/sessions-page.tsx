import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { OPERATOR_ROLE_NAMES, type BackofficeSession } from '@ug99/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { WholeListTable } from '#bo/shared/server-list.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { Button, ConfirmDialog, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { fetchSessions, revokeSession, SESSIONS_KEY } from './api.ts';

const t = th.operators;
const col = createColumnHelper<BackofficeSession>();

/** Every operator's active sessions, for admins, each revocable (docs/BACKOFFICE.md#access). */
export function SessionsPage() {
  const list = useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => fetchSessions(signal) });
  const [revoking, setRevoking] = useState<BackofficeSession | null>(null);
  const columns = useMemo(
    () =>
      [
        col.accessor('operator_name', {
          header: t.operator,
          cell: (c) => (
            <div>
              {c.getValue()}
              {c.row.original.current ? (
                <span className="ml-2 text-xs text-sky-700">({t.thisSession})</span>
              ) : null}
            </div>
          ),
        }),
        col.accessor('role', { header: t.role, cell: (c) => OPERATOR_ROLE_NAMES[c.getValue()] }),
        col.accessor('created_at', { header: t.started, cell: (c) => formatDateTime(c.getValue()) }),
        col.accessor('last_seen_at', { header: t.lastSeen, cell: (c) => formatDateTime(c.getValue()) }),
        col.accessor('expires_at', { header: t.expires, cell: (c) => formatDateTime(c.getValue()) }),
        col.accessor('ip', { header: t.ip, cell: (c) => c.getValue() ?? '—' }),
        col.accessor('user_agent', {
          header: t.device,
          cell: (c) => <span className="block max-w-56 truncate">{c.getValue() ?? '—'}</span>,
        }),
        col.display({
          id: 'actions',
          header: t.actions,
          cell: (c) =>
            c.row.original.current ? null : (
              <Button tone="danger" onClick={() => setRevoking(c.row.original)}>
                {t.revoke}
              </Button>
            ),
        }),
      ] as ColumnDef<BackofficeSession, unknown>[],
    [],
  );
  return (
    <>
      <PageHeader title={t.sessions} />
      <WholeListTable caption={t.sessions} columns={columns} query={list} />
      {revoking ? <Revoke session={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function Revoke({ session, onClose }: { session: BackofficeSession; onClose: () => void }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeSession(session.id),
    onSuccess: onClose,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  return (
    <ConfirmDialog
      title={t.revokeTitle}
      message={t.revokeWarning(session.operator_name)}
      confirmLabel={t.revokeConfirm}
      pending={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : null}
      onConfirm={() => revoke.mutate()}
      onClose={onClose}
    />
  );
}
