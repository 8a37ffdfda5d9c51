import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  boAddRoundRequest,
  boVoidRoundRequest,
  LOTTO_ROUND_STATUSES,
  type BoLottoCategory,
  type BoLottoRound,
  type LottoRoundStatus,
  lottoCalls,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { WholeTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { ConfirmCall, EditDialog, ReasonField } from '#bo/shared/form-dialog.tsx';
import { bangkokIso, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { ServerListTable, usePageDialog } from '#bo/shared/server-list.tsx';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Card, Field, Loading, PageHeader, Select, Tabs } from '#bo/shared/ui.tsx';
import { addRound, closeRound, fetchCategories, fetchRounds, LOTTO_KEY, voidRound } from './api.ts';
import { CapAlerts } from './cap-alerts.tsx';
import { RatesDialog } from './rates-dialog.tsx';
import { ResultDialog } from './result-dialog.tsx';
import { tl } from './th.ts';

type Tab = 'rounds' | 'categories';
const TABS = [
  { value: 'rounds', label: tl.roundsTab },
  { value: 'categories', label: tl.categoriesTab },
] as const;

/** The lotto screen (docs/BACKOFFICE.md#lotto): rounds by state with their actions, categories and rates. */
export function LottoPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'categories' ? 'categories' : 'rounds';
  const categories = useQuery({
    queryKey: [...LOTTO_KEY, 'categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const canSeeAlerts = useCan(lottoCalls.alerts);
  return (
    <>
      <PageHeader title={tl.title} />
      {canSeeAlerts ? <CapAlerts /> : null}
      <Tabs label={tl.tabs} value={tab} options={TABS} onChange={(t) => setParams({ tab: t })} />
      {categories.isError ? <Alert>{errorMessage(categories.error)}</Alert> : null}
      {tab === 'rounds' ? (
        <Rounds categories={categories.data?.items ?? []} />
      ) : categories.data ? (
        <Categories items={categories.data.items} />
      ) : (
        <Loading />
      )}
    </>
  );
}

/** A round is the yeekee's when its result comes from the members' shots only. */
const fromShots = (r: BoLottoRound) => r.category === 'yeekee';

function resultText(r: BoLottoRound): string {
  if (!r.result) return tl.na;
  return r.result.first
    ? `${r.result.first} / ${r.result.two ?? ''}`
    : `${r.result.top3} / ${r.result.bottom2}`;
}

type Acting = { round: BoLottoRound; action: 'close' | 'result' | 'void' };
const col = createColumnHelper<BoLottoRound>();

function Rounds({ categories }: { categories: BoLottoCategory[] }) {
  const [status, setStatus] = useState<LottoRoundStatus | ''>('');
  const [category, setCategory] = useState('');
  const table = useServerTable([{ id: 'close_at', desc: true }]);
  const list = useQuery({
    queryKey: [...LOTTO_KEY, 'rounds', status, category, table.params],
    queryFn: ({ signal }) =>
      fetchRounds({ status: status || undefined, category: category || undefined, ...table.params }, signal),
    placeholderData: keepPreviousData,
  });
  const canAdd = useCan(lottoCalls.addRound);
  const canClose = useCan(lottoCalls.closeRound);
  const canResult = useCan(lottoCalls.enterResult);
  const canVoid = useCan(lottoCalls.voidRound);
  const dialog = usePageDialog<'add' | Acting>();
  const { show, open } = dialog;
  const acting = open === 'add' ? null : open;

  const columns = useMemo(
    () =>
      [
        col.accessor('id', { header: tl.col.id }),
        col.accessor('title', {
          header: tl.col.round,
          enableSorting: false,
          // A long title wraps, so the actions column stays within 1280 px.
          cell: (c) => (
            <div className="max-w-40 whitespace-normal">
              <div className="font-bold">{c.getValue()}</div>
              <div className="text-xs text-slate-600">{c.row.original.category_name}</div>
            </div>
          ),
        }),
        col.accessor('close_at', { header: tl.col.closeAt, cell: (c) => formatDateTime(c.getValue()) }),
        col.accessor('status', {
          header: tl.col.status,
          enableSorting: false,
          cell: (c) => (
            <div>
              <div>{tl.roundStatus[c.getValue()]}</div>
              {c.row.original.void_reason ? (
                <div className="text-xs text-slate-600">{c.row.original.void_reason}</div>
              ) : null}
            </div>
          ),
        }),
        col.accessor('pending_bills', {
          header: tl.col.bills,
          enableSorting: false,
          cell: (c) => formatCount(c.getValue()),
        }),
        col.accessor('stake', {
          header: tl.col.stake,
          enableSorting: false,
          cell: (c) => <span className="tabular-nums">{formatBaht(c.getValue())}</span>,
        }),
        col.accessor('result', {
          header: tl.col.result,
          enableSorting: false,
          cell: (c) => resultText(c.row.original),
        }),
        col.display({
          id: 'actions',
          header: tl.col.actions,
          cell: (c) => {
            const r = c.row.original;
            const live = r.status === 'open' || r.status === 'scheduled';
            const over = r.status === 'resulted' || r.status === 'settled' || r.status === 'voided';
            return (
              // Three actions take two lines rather than push the last one out of view at 1280 px.
              <div className="flex max-w-60 flex-wrap gap-2">
                {canClose && live && !fromShots(r) ? (
                  <Button tone="secondary" onClick={() => show({ round: r, action: 'close' })}>
                    {tl.closeRound}
                  </Button>
                ) : null}
                {canResult && r.status === 'closed' && !fromShots(r) ? (
                  <Button onClick={() => show({ round: r, action: 'result' })}>{tl.enterResult}</Button>
                ) : null}
                {!over ? (
                  <Link
                    to={`/lotto/rounds/${r.id}/numbers`}
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-bold text-slate-800"
                  >
                    {tl.numbers}
                  </Link>
                ) : null}
                {canVoid && !over ? (
                  <Button tone="danger" onClick={() => show({ round: r, action: 'void' })}>
                    {tl.voidRound}
                  </Button>
                ) : null}
              </div>
            );
          },
        }),
      ] as ColumnDef<BoLottoRound, unknown>[],
    [canClose, canResult, canVoid, show],
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-56">
          <Select
            label={tl.status}
            value={status}
            options={[
              { value: '' as const, label: tl.allStatuses },
              ...LOTTO_ROUND_STATUSES.map((s) => ({ value: s, label: tl.roundStatus[s] })),
            ]}
            onChange={(s) => {
              setStatus(s);
              table.resetPage();
            }}
          />
        </div>
        <div className="w-full sm:w-56">
          <Select
            label={tl.category}
            value={category}
            options={[
              { value: '', label: tl.allCategories },
              ...categories.map((c) => ({ value: c.code, label: c.name })),
            ]}
            onChange={(c) => {
              setCategory(c);
              table.resetPage();
            }}
          />
        </div>
        {canAdd ? <Button onClick={() => show('add')}>{tl.addRound}</Button> : null}
      </div>
      {dialog.notice ? <Alert tone="success">{dialog.notice}</Alert> : null}
      <ServerListTable caption={tl.roundsCaption} columns={columns} list={{ table, query: list }} />
      {open === 'add' ? <AddRound categories={categories} onClose={dialog.close} /> : null}
      {acting?.action === 'close' ? <CloseRound round={acting.round} onClose={dialog.close} /> : null}
      {acting?.action === 'result' ? <ResultDialog round={acting.round} onClose={dialog.close} /> : null}
      {acting?.action === 'void' ? <VoidRound round={acting.round} onClose={dialog.close} /> : null}
    </div>
  );
}

function AddRound({
  categories,
  onClose,
}: {
  categories: BoLottoCategory[];
  onClose: (message?: string) => void;
}) {
  const choices = categories.filter((c) => c.active && c.code !== 'yeekee');
  const form = useContractForm(boAddRoundRequest, {
    category: choices[0]?.code ?? '',
    close_at: '',
    title: '',
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={tl.addRoundTitle}
      submitLabel={tl.addRoundConfirm}
      ready={v.category !== ''}
      // The operator types Bangkok time; the server takes an ISO time with its zone.
      bodyOf={() =>
        form.check({
          category: v.category,
          close_at: bangkokIso(v.close_at),
          ...(v.title.trim() ? { title: v.title } : {}),
        })
      }
      save={addRound}
      reload={LOTTO_KEY}
      done={(r) => `${tl.addRound}: #${r.round.id} ${r.round.title}`}
      onClose={onClose}
    >
      <Select
        label={tl.category}
        value={v.category}
        options={choices.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(category) => form.set('category', category)}
      />
      <Field label={tl.closeAtLabel} type="datetime-local" {...text('close_at')} />
      <Field label={tl.titleLabel} maxLength={120} {...text('title')} />
    </EditDialog>
  );
}

function CloseRound({ round, onClose }: { round: BoLottoRound; onClose: (message?: string) => void }) {
  return (
    <ConfirmCall
      title={tl.closeRoundTitle}
      message={
        <>
          <p className="font-bold">
            #{round.id} {round.title}
          </p>
          <p>{tl.closeRoundWarning}</p>
        </>
      }
      confirmLabel={tl.closeRoundConfirm}
      call={() => closeRound(round.id)}
      reload={LOTTO_KEY}
      done={() => undefined}
      onClose={onClose}
    />
  );
}

function VoidRound({ round, onClose }: { round: BoLottoRound; onClose: (message?: string) => void }) {
  const form = useContractForm(boVoidRoundRequest, { reason: '' });
  return (
    <EditDialog
      title={tl.voidTitle}
      submitLabel={tl.voidConfirm}
      tone="danger"
      bodyOf={() => form.check(form.values)}
      save={(body) => voidRound(round.id, body.reason)}
      reload={LOTTO_KEY}
      done={(r) => tl.voided(r.refunded_bills, formatBaht(r.refunded))}
      onClose={onClose}
    >
      <p className="text-sm font-bold">
        #{round.id} {round.title}
      </p>
      <p className="text-sm text-slate-700">{tl.voidWarning}</p>
      <ReasonField form={form} />
    </EditDialog>
  );
}

type RateRow = BoLottoCategory['rates'][number];
const rateCol = createColumnHelper<RateRow>();
const rateColumns = [
  rateCol.accessor('bet_type', { header: tl.col.betType, cell: (c) => tl.betTypeName(c.getValue()) }),
  rateCol.accessor('rate', { header: tl.col.rate, cell: (c) => c.getValue().toFixed(2) }),
  rateCol.accessor('min', { header: tl.col.min, cell: (c) => formatBaht(c.getValue()) }),
  rateCol.accessor('max', { header: tl.col.max, cell: (c) => formatBaht(c.getValue()) }),
  rateCol.accessor('number_cap', { header: tl.col.cap, cell: (c) => formatBaht(c.getValue()) }),
  rateCol.accessor('over_cap_rate', { header: tl.col.overCap, cell: (c) => c.getValue().toFixed(2) }),
  rateCol.accessor('discount_percent', {
    header: tl.col.discount,
    cell: (c) => `${c.getValue()}% / ${c.row.original.reduced_discount_percent}%`,
  }),
] as ColumnDef<RateRow, unknown>[];

/** Every category with its rates and limits; a lotto operator edits a category's rows together. */
function Categories({ items }: { items: BoLottoCategory[] }) {
  const canEdit = useCan(lottoCalls.saveRates);
  const dialog = usePageDialog<BoLottoCategory>();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{tl.categoriesNote}</p>
      {dialog.notice ? <Alert tone="success">{dialog.notice}</Alert> : null}
      {items.map((c) => (
        <Card key={c.id} title={c.name}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600">
              {c.code}
              {c.government ? ` · ${tl.government}` : ''}
              {c.active ? '' : ` · ${tl.inactive}`}
            </p>
            {canEdit && c.rates.length > 0 ? (
              <Button tone="secondary" aria-label={tl.editRatesTitle(c.name)} onClick={() => dialog.show(c)}>
                {tl.editRates}
              </Button>
            ) : null}
          </div>
          <WholeTable caption={c.name} columns={rateColumns} rows={c.rates} getRowId={(r) => r.bet_type} />
        </Card>
      ))}
      {dialog.open ? <RatesDialog category={dialog.open} onClose={dialog.close} /> : null}
    </div>
  );
}
