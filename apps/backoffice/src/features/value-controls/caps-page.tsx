import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { boValueCapUpdate, valueControlCalls, type BoValueCap } from '@ug99/contract';
import { useMemo } from 'react';
import { useCan, useMe } from '#bo/app/session.ts';
import { WholeTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { EditDialog } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount } from '#bo/shared/format.ts';
import { QueryPage } from '#bo/shared/query-page.tsx';
import { usePageDialog } from '#bo/shared/server-list.tsx';
import { Button, Card, Field, LastChange } from '#bo/shared/ui.tsx';
import { CAPS_KEY, fetchCaps, saveCap } from './api.ts';
import { tv } from './th.ts';

const col = createColumnHelper<BoValueCap>();
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
  const canSet = useCan(valueControlCalls.setCap);
  const dialog = usePageDialog<BoValueCap>();
  const { show } = dialog;
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
            <LastChange by={c.row.original.updated_by} at={c.getValue()} none={tv.defaultValue}>
              {mayEdit(c.row.original) ? (
                <Button tone="secondary" onClick={() => show(c.row.original)}>
                  {tv.edit}
                </Button>
              ) : canSet ? (
                <span className="text-xs text-slate-600">{tv.ownPath}</span>
              ) : null}
            </LastChange>
          ),
        }),
      ] as ColumnDef<BoValueCap, unknown>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canSet, role, show],
  );

  return (
    <>
      <QueryPage title={tv.capsTitle} help={tv.capsHelp} notice={dialog.notice} query={caps}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <WholeTable caption={tv.capsTable} columns={columns} rows={data.caps} getRowId={(r) => r.key} />
            <Card title={tv.outsideTitle}>
              <p className="mb-2 text-sm text-slate-700">{tv.outsideHelp}</p>
              <ul className="flex flex-col gap-2 text-sm text-slate-800">
                {data.outside.map((u) => (
                  <li key={u.key}>
                    <span className="font-bold">{u.name}</span>
                    <span className="block text-slate-600 [overflow-wrap:anywhere]">{u.where}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        )}
      </QueryPage>
      {dialog.open ? <CapDialog cap={dialog.open} onClose={dialog.close} /> : null}
    </>
  );
}

/** The contract's cap body; a cap in any unit but baht is counted whole. */
const capSchema = (cap: BoValueCap) =>
  cap.unit === 'baht'
    ? boValueCapUpdate
    : boValueCapUpdate.refine((v) => Number.isInteger(v.per_action) && Number.isInteger(v.per_operator_day), {
        error: tv.badAmount,
      });

function CapDialog({ cap, onClose }: { cap: BoValueCap; onClose: (message?: string) => void }) {
  const form = useContractForm(capSchema(cap), {
    per_action: String(cap.per_action),
    per_operator_day: String(cap.per_operator_day),
  });
  const unit = tv.units[cap.unit] ?? '';
  return (
    <EditDialog
      title={tv.editTitle(cap.name)}
      submitLabel={tv.save}
      bodyOf={() =>
        form.check({
          per_action: numberOf(form.values.per_action),
          per_operator_day: numberOf(form.values.per_operator_day),
        })
      }
      save={(body) => saveCap(cap.key, body)}
      reload={CAPS_KEY}
      done={() => tv.saved(cap.name)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        {tv.measure}: {cap.per_action_label}
      </p>
      <Field label={`${tv.perAction} (${unit})`} inputMode="decimal" {...form.text('per_action')} />
      <Field label={`${tv.perDay} (${unit})`} inputMode="decimal" {...form.text('per_operator_day')} />
    </EditDialog>
  );
}
