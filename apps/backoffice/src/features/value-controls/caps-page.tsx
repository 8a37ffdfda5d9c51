import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { BoValueCap } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan, useMe } from '#bo/app/session.ts';
import { DataTable, WHOLE_LIST, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { Alert, Button, Card, Dialog, Field, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { CAPS_KEY, fetchCaps, saveCap } from './api.ts';
import { tv } from './th.ts';

const col = createColumnHelper<BoValueCap>();
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const RATE = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A cap in its unit: baht with two decimals, a lotto rate in baht per baht, points and spins whole. */
export function capText(cap: Pick<BoValueCap, 'unit'>, value: number): string {
  if (cap.unit === 'baht') return formatBaht(value);
  if (cap.unit === 'rate') return `${RATE.format(value)} ${tv.units.rate}`;
  return `${formatCount(value)} ${tv.units[cap.unit]}`;
}

// A path no other role uses is the admins' (they may use every path).
const rolesText = (roles: readonly string[]) =>
  roles.length === 0 ? tv.roleNames.admin : roles.map((r) => tv.roleNames[r] ?? r).join(', ');

/**
 * The caps of every path that creates member value (docs/BACKOFFICE.md#operator-created-value): read by
 * finance, marketing and lotto, set by finance (an admin sets the caps of the paths finance itself uses), and
 * the paths no back-office role can change, with where they are changed.
 */
export function ValueCapsPage() {
  const me = useMe();
  const canSet = useCan('POST', '/api/backoffice/value-caps/:key');
  const [editing, setEditing] = useState<BoValueCap | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const caps = useQuery({ queryKey: CAPS_KEY, queryFn: ({ signal }) => fetchCaps(signal) });
  const role = me.data?.role;
  const mayEdit = (cap: BoValueCap) => canSet && (role === 'admin' || !cap.roles.includes(role ?? ''));

  const columns = useMemo(
    () =>
      [
        col.accessor('name', {
          header: tv.path,
          cell: (c) => (
            <div>
              <span className="font-bold">{c.getValue()}</span>
              <span className="block max-w-72 text-xs whitespace-normal text-slate-600">
                {tv.measureShort}: {c.row.original.per_action_label}
              </span>
            </div>
          ),
        }),
        col.accessor('roles', { header: tv.roles, cell: (c) => rolesText(c.getValue()) }),
        col.accessor('per_action', {
          header: tv.perAction,
          cell: (c) => capText(c.row.original, c.getValue()),
        }),
        col.accessor('per_operator_day', {
          header: tv.perDay,
          cell: (c) => capText(c.row.original, c.getValue()),
        }),
        col.accessor('updated_at', {
          header: tv.updated,
          cell: (c) => (
            <div className="flex flex-col items-start gap-1 max-sm:items-end">
              <span className="text-xs text-slate-600">
                {c.getValue() ? (
                  <>
                    {c.row.original.updated_by}
                    <br />
                    {formatDateTime(c.getValue()!)}
                  </>
                ) : (
                  tv.defaultValue
                )}
              </span>
              {mayEdit(c.row.original) ? (
                <Button tone="secondary" onClick={() => setEditing(c.row.original)}>
                  {tv.edit}
                </Button>
              ) : canSet ? (
                <span className="text-xs text-slate-600">{tv.ownPath}</span>
              ) : null}
            </div>
          ),
        }),
      ] as ColumnDef<BoValueCap, unknown>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canSet, role],
  );

  return (
    <>
      <PageHeader title={tv.capsTitle} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{tv.capsHelp}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {caps.isError ? <Alert>{errorMessage(caps.error)}</Alert> : null}
      {caps.isPending ? <Loading /> : null}
      {caps.data ? (
        <div className="flex flex-col gap-4">
          <DataTable
            caption={tv.capsTable}
            columns={columns}
            rows={caps.data.caps}
            total={caps.data.caps.length}
            getRowId={(r) => r.key}
            pagination={WHOLE_LIST}
            onPaginationChange={() => undefined}
            pager={false}
          />
          <Card title={tv.outsideTitle}>
            <p className="mb-2 text-sm text-slate-700">{tv.outsideHelp}</p>
            <ul className="flex flex-col gap-2 text-sm text-slate-800">
              {caps.data.outside.map((u) => (
                <li key={u.key}>
                  <span className="font-bold">{u.name}</span>
                  <span className="block text-slate-600 [overflow-wrap:anywhere]">{u.where}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}
      {editing ? (
        <CapDialog
          cap={editing}
          onClose={(message) => {
            setEditing(null);
            setNotice(message ?? null);
          }}
        />
      ) : null}
    </>
  );
}

function CapDialog({ cap, onClose }: { cap: BoValueCap; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [perAction, setPerAction] = useState(String(cap.per_action));
  const [perDay, setPerDay] = useState(String(cap.per_operator_day));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveCap(cap.key, { per_action: Number(perAction), per_operator_day: Number(perDay) }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(CAPS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: CAPS_KEY });
      onClose(tv.saved(cap.name));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const whole = cap.unit !== 'baht';
    const ok = (v: string) =>
      AMOUNT.test(v.trim()) && Number(v) > 0 && (!whole || Number.isInteger(Number(v)));
    if (!ok(perAction) || !ok(perDay)) return setProblem(tv.badAmount);
    if (Number(perDay) < Number(perAction)) return setProblem(tv.dayBelowAction);
    setProblem(null);
    save.mutate();
  };
  const unit = tv.units[cap.unit] ?? '';
  return (
    <Dialog title={tv.editTitle(cap.name)} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          {tv.measure}: {cap.per_action_label}
        </p>
        <Field
          label={`${tv.perAction} (${unit})`}
          inputMode="decimal"
          value={perAction}
          onChange={(e) => setPerAction(e.target.value)}
        />
        <Field
          label={`${tv.perDay} (${unit})`}
          inputMode="decimal"
          value={perDay}
          onChange={(e) => setPerDay(e.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {tv.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
