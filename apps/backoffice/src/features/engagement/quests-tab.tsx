import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { isValueRequest } from '@ug99/contract';
import type { BoQuest, QuestMetric, QuestPeriod, QuestRewardKind } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Dialog, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { ENGAGEMENT_KEY, createQuest, fetchQuests, updateQuest } from './api.ts';
import { te } from './th.ts';

const t = te.quests;
const QUESTS_KEY = [...ENGAGEMENT_KEY, 'quests'] as const;
const col = createColumnHelper<BoQuest>();
type Filter = 'all' | 'active' | 'inactive';

const isMoney = (m: QuestMetric) => m === 'deposit' || m === 'turnover';
const targetText = (m: QuestMetric, v: number) => (isMoney(m) ? formatBaht(v) : formatCount(v));
const rewardText = (k: QuestRewardKind, v: number) =>
  `${k === 'credit' ? formatBaht(v) : formatCount(v)} ${k === 'credit' ? '' : t.rewardKinds[k]}`.trim();

/**
 * Quests (docs/BACKOFFICE.md#engagement): a new quest and every edit (switching off included) apply from
 * the quest's next period; the list shows what is waiting and from when.
 */
export function QuestsTab() {
  const canEdit = useCan('POST', '/api/backoffice/quests');
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<BoQuest | 'add' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const table = useServerTable();
  const list = useQuery({
    queryKey: [...QUESTS_KEY, filter, table.params],
    queryFn: ({ signal }) => fetchQuests({ ...table.params, active: filter }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () =>
      [
        col.accessor('title', {
          header: te.name,
          enableSorting: false,
          cell: (c) => (
            <div>
              <p className="font-bold">{c.getValue()}</p>
              <p className="text-xs text-slate-500">{c.row.original.code}</p>
              {c.row.original.pending ? (
                <p className="text-xs text-amber-700">{t.pending(formatDay(c.row.original.pending.from))}</p>
              ) : null}
            </div>
          ),
        }),
        col.accessor('period', {
          header: t.period,
          enableSorting: false,
          cell: (c) => t.periods[c.getValue()],
        }),
        col.accessor('target', {
          header: t.target,
          enableSorting: false,
          cell: (c) =>
            `${targetText(c.row.original.metric, c.getValue())} · ${t.metrics[c.row.original.metric]}`,
        }),
        col.accessor('reward_amount', {
          header: t.reward,
          enableSorting: false,
          cell: (c) => rewardText(c.row.original.reward_kind, c.getValue()),
        }),
        col.accessor('active', {
          header: te.status,
          enableSorting: false,
          cell: (c) => (c.getValue() ? te.active : te.inactive),
        }),
        col.display({
          id: 'edit',
          header: '',
          cell: (c) =>
            canEdit ? (
              <Button tone="secondary" onClick={() => setOpen(c.row.original)}>
                {te.edit}
              </Button>
            ) : null,
        }),
      ] as ColumnDef<BoQuest, unknown>[],
    [canEdit],
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t.nextPeriodNote}</p>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Select
          label={te.filter}
          value={filter}
          options={(['all', 'active', 'inactive'] as const).map((v) => ({ value: v, label: te.filters[v] }))}
          onChange={(v) => {
            table.resetPage();
            setFilter(v);
          }}
        />
        {canEdit ? <Button onClick={() => setOpen('add')}>{t.add}</Button> : null}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(q) => String(q.id)}
        {...table}
      />
      {open ? (
        <QuestDialog
          quest={open === 'add' ? null : open}
          onClose={(message) => {
            setOpen(null);
            setNotice(message ?? null);
          }}
        />
      ) : null}
    </div>
  );
}

const NUMBER = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function QuestDialog({ quest, onClose }: { quest: BoQuest | null; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  // An edit starts from what is waiting, if anything is: that is what the next period will have.
  const base = quest?.pending ?? quest;
  const [code, setCode] = useState('');
  const [period, setPeriod] = useState<QuestPeriod>(quest?.period ?? 'day');
  const [metric, setMetric] = useState<QuestMetric>(quest?.metric ?? 'deposit');
  const [title, setTitle] = useState(base?.title ?? '');
  const [description, setDescription] = useState(base?.description ?? '');
  const [target, setTarget] = useState(base ? String(base.target) : '');
  const [rewardKind, setRewardKind] = useState<QuestRewardKind>(base?.reward_kind ?? 'points');
  const [rewardAmount, setRewardAmount] = useState(base ? String(base.reward_amount) : '');
  const [sortOrder, setSortOrder] = useState(String(base?.sort_order ?? 0));
  const [active, setActive] = useState(base?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => {
      const values = {
        title: title.trim(),
        description: description.trim(),
        target: Number(target),
        reward_kind: rewardKind,
        reward_amount: Number(rewardAmount),
        sort_order: Number(sortOrder),
      };
      return quest
        ? updateQuest(quest.id, { ...values, active })
        : createQuest({ ...values, code: code.trim(), period, metric });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: QUESTS_KEY });
      // Past the caps nothing is added or changed yet: the request waits for finance.
      onClose(isValueRequest(saved) ? th.common.valueRequested(saved.approval.id) : undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad =
      !title.trim() ||
      !(isMoney(metric) ? NUMBER : WHOLE).test(target) ||
      Number(target) <= 0 ||
      !(rewardKind === 'credit' ? NUMBER : WHOLE).test(rewardAmount) ||
      Number(rewardAmount) <= 0 ||
      !WHOLE.test(sortOrder) ||
      (!quest && !/^[a-z0-9_]{3,40}$/.test(code.trim()));
    if (bad) return setProblem(te.checkInput);
    setProblem(null);
    save.mutate();
  };
  return (
    <Dialog title={quest ? t.editTitle : t.add} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t.nextPeriodNote}</p>
        {quest ? null : (
          <>
            <Field
              label={te.code}
              hint={te.codeHint}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Select
              label={t.period}
              value={period}
              options={(['day', 'week'] as const).map((v) => ({ value: v, label: t.periods[v] }))}
              onChange={setPeriod}
            />
            <Select
              label={t.metric}
              value={metric}
              options={(['deposit', 'turnover', 'lotto_bills', 'checkin_days'] as const).map((v) => ({
                value: v,
                label: t.metrics[v],
              }))}
              onChange={setMetric}
            />
          </>
        )}
        <Field label={te.name} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={te.description} value={description} onChange={setDescription} />
        <Field
          label={`${t.target} (${t.metrics[metric]})`}
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
        <Select
          label={t.rewardKind}
          value={rewardKind}
          options={(['points', 'credit', 'spins'] as const).map((v) => ({
            value: v,
            label: t.rewardKinds[v],
          }))}
          onChange={setRewardKind}
        />
        <Field
          label={t.rewardAmount}
          inputMode="decimal"
          value={rewardAmount}
          onChange={(e) => setRewardAmount(e.target.value)}
        />
        <Field
          label={te.sortOrder}
          inputMode="numeric"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
        />
        {quest ? (
          <Select
            label={te.status}
            value={active ? 'on' : 'off'}
            options={[
              { value: 'on', label: te.active },
              { value: 'off', label: te.inactive },
            ]}
            onChange={(v) => setActive(v === 'on')}
          />
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {te.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
