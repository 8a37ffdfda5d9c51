import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  backofficeOperatorCreateRequest,
  OPERATOR_ROLE_NAMES,
  OPERATOR_ROLES,
  type BackofficeOperator,
  type BackofficeSetupLink,
  type OperatorRole,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useMe } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { WholeListTable } from '#bo/shared/server-list.tsx';
import { EditDialog } from '#bo/shared/form-dialog.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { formatDateTime } from '#bo/shared/format.ts';
import { Button, ConfirmDialog, CopyButton, Dialog, Field, PageHeader, Select } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { addOperator, disableOperator, fetchOperators, newSetupLink, OPERATORS_KEY } from './api.ts';

const t = th.operators;
const col = createColumnHelper<BackofficeOperator>();

function statusOf(o: BackofficeOperator): string {
  if (o.disabled_at) return t.disabled;
  return o.enrolled ? t.active : t.pending;
}

/** Operators for admins: add one (a one-time setup link), a new link, disable (docs/BACKOFFICE.md#access). */
export function OperatorsPage() {
  const list = useQuery({ queryKey: OPERATORS_KEY, queryFn: ({ signal }) => fetchOperators(signal) });
  const myId = useMe().data?.id;
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<BackofficeSetupLink | null>(null);
  const [acting, setActing] = useState<{ operator: BackofficeOperator; action: 'disable' | 'link' } | null>(
    null,
  );

  const columns = useMemo(
    () =>
      [
        col.accessor('name', { header: t.name }),
        col.accessor((o) => o.phone ?? o.email ?? '—', { id: 'login', header: t.login }),
        col.accessor('role', { header: t.role, cell: (c) => OPERATOR_ROLE_NAMES[c.getValue()] }),
        col.accessor(statusOf, { id: 'status', header: t.status }),
        col.accessor('last_seen_at', {
          header: t.lastSeen,
          cell: (c) => (c.getValue() ? formatDateTime(c.getValue() as string) : '—'),
        }),
        col.accessor('created_by', { header: t.createdBy }),
        col.display({
          id: 'actions',
          header: t.actions,
          cell: (c) =>
            // An admin does not lock themselves out from here; another admin can.
            c.row.original.disabled_at || c.row.original.id === myId ? null : (
              <div className="flex gap-2">
                <Button
                  tone="secondary"
                  onClick={() => setActing({ operator: c.row.original, action: 'link' })}
                >
                  {t.newLink}
                </Button>
                <Button
                  tone="danger"
                  onClick={() => setActing({ operator: c.row.original, action: 'disable' })}
                >
                  {t.disable}
                </Button>
              </div>
            ),
        }),
      ] as ColumnDef<BackofficeOperator, unknown>[],
    [myId],
  );

  return (
    <>
      <PageHeader title={t.title}>
        <Button onClick={() => setAdding(true)}>{t.add}</Button>
      </PageHeader>
      <WholeListTable caption={t.title} columns={columns} query={list} />
      {adding ? (
        <AddOperator
          onClose={() => setAdding(false)}
          onAdded={(created) => {
            setAdding(false);
            setLink(created);
          }}
        />
      ) : null}
      {acting ? (
        <OperatorAction
          operator={acting.operator}
          action={acting.action}
          onClose={() => setActing(null)}
          onLink={(created) => {
            setActing(null);
            setLink(created);
          }}
        />
      ) : null}
      {link ? <SetupLinkDialog link={link} onClose={() => setLink(null)} /> : null}
    </>
  );
}

function AddOperator({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (link: BackofficeSetupLink) => void;
}) {
  const form = useContractForm(backofficeOperatorCreateRequest, {
    name: '',
    login: '',
    role: 'support' as OperatorRole,
  });
  const { values: v } = form;
  return (
    <EditDialog
      title={t.addTitle}
      submitLabel={t.add}
      problem={form.problem}
      bodyOf={() => {
        const login = v.login.trim();
        // One field for either: an email has an @, a phone never does.
        return form.check(
          login.includes('@')
            ? { name: v.name, email: login, role: v.role }
            : { name: v.name, phone: login.replace(/\D/g, ''), role: v.role },
        );
      }}
      save={addOperator}
      reload={OPERATORS_KEY}
      done={(created) => {
        onAdded(created);
        return undefined;
      }}
      onClose={onClose}
    >
      <Field label={t.name} value={v.name} onChange={(e) => form.set('name', e.target.value)} />
      <Field
        label={t.login}
        value={v.login}
        onChange={(e) => form.set('login', e.target.value)}
        autoComplete="off"
      />
      <Select
        label={t.role}
        value={v.role}
        options={OPERATOR_ROLES.map((r) => ({ value: r, label: OPERATOR_ROLE_NAMES[r] }))}
        onChange={(role) => form.set('role', role)}
      />
    </EditDialog>
  );
}

function OperatorAction({
  operator,
  action,
  onClose,
  onLink,
}: {
  operator: BackofficeOperator;
  action: 'disable' | 'link';
  onClose: () => void;
  onLink: (link: BackofficeSetupLink) => void;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      if (action === 'link') onLink(await newSetupLink(operator.id));
      else {
        await disableOperator(operator.id);
        onClose();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
  return (
    <ConfirmDialog
      title={action === 'disable' ? t.disableTitle : t.newLinkTitle}
      message={action === 'disable' ? t.disableWarning(operator.name) : t.newLinkWarning(operator.name)}
      confirmLabel={action === 'disable' ? t.disableConfirm : t.newLinkConfirm}
      tone={action === 'disable' ? 'danger' : 'primary'}
      pending={run.isPending}
      error={run.isError ? errorMessage(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
    />
  );
}

function SetupLinkDialog({ link, onClose }: { link: BackofficeSetupLink; onClose: () => void }) {
  return (
    <Dialog title={t.linkTitle} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {t.linkHint(link.operator.name, formatDateTime(link.expires_at))}
        </p>
        <Field label={t.link} value={link.setup_url} readOnly onFocus={(e) => e.target.select()} />
        <div className="flex flex-wrap justify-end gap-2">
          <CopyButton text={link.setup_url} label={t.copyLink} copiedLabel={t.copied} />
          <Button onClick={onClose}>{th.common.close}</Button>
        </div>
      </div>
    </Dialog>
  );
}
