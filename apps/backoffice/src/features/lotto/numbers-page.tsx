import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  boNumbersQuery,
  LOTTO_BET_TYPE_CODES,
  LOTTO_BET_TYPES,
  lottoBetType,
  lottoCalls,
  type BoNumberStake,
  type LottoBetType,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { useContractForm } from '#bo/shared/form.ts';
import { formatBaht } from '#bo/shared/format.ts';
import { ServerListTable, usePageDialog } from '#bo/shared/server-list.tsx';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Card, Field, Loading, PageHeader, Select } from '#bo/shared/ui.tsx';
import { fetchNumbers, fetchRound, LOTTO_KEY } from './api.ts';
import { RuleDialog, type Action } from './rule-dialog.tsx';
import { tl } from './th.ts';

function ruleText(n: BoNumberStake): string {
  const parts = [n.closed ? tl.ruleClosed : tl.ruleOpen];
  if (n.rate !== null) parts.push(`${tl.col.rate} ${n.rate.toFixed(2)}`);
  if (n.cap !== null) parts.push(`${tl.col.cap} ${formatBaht(n.cap)}`);
  return parts.join(' · ');
}

const col = createColumnHelper<BoNumberStake>();
/** The numbers call's own schema of the number searched for (one to three digits). */
const numberSearch = boNumbersQuery.pick({ number: true });

/**
 * A round's numbers (docs/BACKOFFICE.md#lotto): the stake already on each number across members, the
 * category's rate and cap, and the operator's rule; close, reopen, reduce the rate or cap a number.
 */
export function NumbersPage() {
  const id = Number(useParams().id);
  const round = useQuery({
    queryKey: [...LOTTO_KEY, 'round', id],
    queryFn: ({ signal }) => fetchRound(id, signal),
  });
  const [betType, setBetType] = useState<LottoBetType | ''>('');
  const [number, setNumber] = useState('');
  const search = useContractForm(numberSearch, { number: '' });
  const table = useServerTable([{ id: 'staked', desc: true }]);
  const list = useQuery({
    queryKey: [...LOTTO_KEY, 'numbers', id, betType, number, table.params],
    queryFn: ({ signal }) =>
      fetchNumbers(
        id,
        { bet_type: betType || undefined, number: number || undefined, ...table.params },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const canSet = useCan(lottoCalls.setNumber);
  const dialog = usePageDialog<{ betType: LottoBetType; number: string; action: Action }>();
  const { show } = dialog;

  const columns = useMemo(
    () =>
      [
        col.accessor('number', {
          header: tl.col.number,
          cell: (c) => (
            <div>
              <div className="text-lg font-bold tabular-nums">{c.getValue()}</div>
              <div className="text-xs text-slate-600">{tl.betTypeName(c.row.original.bet_type)}</div>
            </div>
          ),
        }),
        col.accessor('staked', {
          header: tl.col.staked,
          cell: (c) => <span className="font-bold tabular-nums">{formatBaht(c.getValue())}</span>,
        }),
        col.accessor('category_rate', {
          header: tl.col.rate,
          enableSorting: false,
          cell: (c) => (c.getValue() === null ? tl.na : c.getValue()!.toFixed(2)),
        }),
        col.accessor('category_cap', {
          header: tl.col.cap,
          enableSorting: false,
          cell: (c) => (c.getValue() === null ? tl.na : formatBaht(c.getValue()!)),
        }),
        col.display({ id: 'rule', header: tl.col.rule, cell: (c) => ruleText(c.row.original) }),
        col.display({
          id: 'actions',
          header: tl.col.actions,
          cell: (c) => {
            const n = c.row.original;
            if (!canSet) return null;
            const open = (action: Action) => show({ betType: n.bet_type, number: n.number, action });
            return (
              <div className="flex flex-wrap gap-2">
                {n.closed ? (
                  <Button tone="secondary" onClick={() => open('open')}>
                    {tl.openNumber}
                  </Button>
                ) : (
                  <Button tone="danger" onClick={() => open('close')}>
                    {tl.closeNumber}
                  </Button>
                )}
                <Button tone="secondary" onClick={() => open('rate')}>
                  {tl.reduceRate}
                </Button>
                <Button tone="secondary" onClick={() => open('cap')}>
                  {tl.setCap}
                </Button>
              </div>
            );
          },
        }),
      ] as ColumnDef<BoNumberStake, unknown>[],
    [canSet, show],
  );

  if (round.isError) return <Alert>{errorMessage(round.error)}</Alert>;
  if (!round.data) return <Loading />;
  return (
    <>
      <PageHeader title={tl.numbersTitle(`#${round.data.id} ${round.data.title}`)}>
        <Link to="/lotto" className="text-sm font-bold text-sky-800 underline">
          {tl.backToRounds}
        </Link>
      </PageHeader>
      <p className="mb-3 text-sm text-slate-600">
        {round.data.category_name} · {tl.roundStatus[round.data.status]} · {tl.newRuleHint}
      </p>
      <form
        className="mb-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const query = search.check({ number: search.values.number.trim() || undefined });
          if (!query) return;
          setNumber(query.number ?? '');
          table.resetPage();
        }}
      >
        <div className="w-full sm:w-48">
          <Select
            label={tl.col.betType}
            value={betType}
            options={[
              { value: '' as const, label: tl.allBetTypes },
              ...LOTTO_BET_TYPE_CODES.map((t) => ({ value: t, label: tl.betTypeName(t) })),
            ]}
            onChange={(t) => {
              setBetType(t);
              table.resetPage();
            }}
          />
        </div>
        <Field
          label={tl.numberFilter}
          inputMode="numeric"
          maxLength={3}
          {...search.text('number')}
          className="w-full sm:w-40"
        />
        <Button type="submit" tone="secondary">
          {tl.search}
        </Button>
      </form>
      {dialog.notice ? <Alert tone="success">{dialog.notice}</Alert> : null}
      <ServerListTable
        caption={tl.numbersCaption}
        columns={columns}
        list={{ table, query: list }}
        getRowId={(r) => `${r.bet_type}:${r.number}`}
      />
      {canSet ? <NewRule roundId={id} onSaved={dialog.close} /> : null}
      {dialog.open ? <RuleDialog roundId={id} {...dialog.open} onClose={dialog.close} /> : null}
    </>
  );
}

/** The rule's number as its bet type needs it: that many digits (the contract's rule takes 1 to 3). */
const newRuleForm = z
  .object({ betType: lottoBetType, number: z.string().trim() })
  .superRefine(({ betType, number }, ctx) => {
    const digits = LOTTO_BET_TYPES[betType].digits;
    if (!new RegExp(`^\\d{${digits}}$`).test(number))
      ctx.addIssue({ code: 'custom', path: ['number'], message: tl.badNumber(digits) });
  });

/** A rule for a number nobody has staked on yet (close it before the rush, cap it, reduce its rate). */
function NewRule({ roundId, onSaved }: { roundId: number; onSaved: (message: string) => void }) {
  const form = useContractForm(newRuleForm, {
    betType: '2bottom' as LottoBetType,
    number: '',
    action: 'close' as Action,
  });
  const { values: v } = form;
  const [open, setOpen] = useState(false);
  const digits = LOTTO_BET_TYPES[v.betType].digits;
  return (
    <Card title={tl.newRule} className="mt-6">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (form.check(v)) setOpen(true);
        }}
      >
        <div className="w-full sm:w-48">
          <Select
            label={tl.col.betType}
            value={v.betType}
            options={LOTTO_BET_TYPE_CODES.map((t) => ({ value: t, label: tl.betTypeName(t) }))}
            onChange={(betType) => form.set('betType', betType)}
          />
        </div>
        <Field
          label={tl.col.number}
          inputMode="numeric"
          maxLength={digits}
          {...form.text('number')}
          className="w-full sm:w-32"
        />
        <div className="w-full sm:w-48">
          <Select
            label={tl.actionLabel}
            value={v.action}
            options={[
              { value: 'close' as const, label: tl.closeNumber },
              { value: 'open' as const, label: tl.openNumber },
              { value: 'rate' as const, label: tl.reduceRate },
              { value: 'cap' as const, label: tl.setCap },
            ]}
            onChange={(action) => form.set('action', action)}
          />
        </div>
        <Button type="submit">{tl.newRule}</Button>
      </form>
      {open ? (
        <RuleDialog
          roundId={roundId}
          betType={v.betType}
          number={v.number.trim()}
          action={v.action}
          onClose={(message) => {
            setOpen(false);
            if (message) {
              form.set('number', '');
              onSaved(message);
            }
          }}
        />
      ) : null}
    </Card>
  );
}
