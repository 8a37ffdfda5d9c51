import { createColumnHelper } from '@tanstack/react-table';
import {
  boQuestCreate,
  boQuestUpdate,
  questAmountsProblem,
  questMetric,
  type BoQuest,
  type QuestMetric,
  type QuestPeriod,
  type QuestRewardKind,
  engagementCalls,
} from '@ug99/contract';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount, formatDay } from '#bo/shared/format.ts';
import { usePageDialog } from '#bo/shared/server-list.tsx';
import { Button, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { ActiveList, ActiveSelect, useActiveList } from './active-list.tsx';
import { ENGAGEMENT_KEY, createQuest, fetchQuests, updateQuest } from './api.ts';
import { te } from './th.ts';

const t = te.quests;
const QUESTS_KEY = [...ENGAGEMENT_KEY, 'quests'] as const;
const col = createColumnHelper<BoQuest>();

const isMoney = (m: QuestMetric) => m === 'deposit' || m === 'turnover';
const targetText = (m: QuestMetric, v: number) => (isMoney(m) ? formatBaht(v) : formatCount(v));
const rewardText = (k: QuestRewardKind, v: number) =>
  `${k === 'credit' ? formatBaht(v) : formatCount(v)} ${k === 'credit' ? '' : t.rewardKinds[k]}`.trim();

/**
 * Quests (docs/BACKOFFICE.md#engagement): a new quest and every edit (switching off included) apply from
 * the quest's next period; the list shows what is waiting and from when.
 */
export function QuestsTab() {
  const canEdit = useCan(engagementCalls.addQuest);
  const dialog = usePageDialog<{ quest: BoQuest | null }>();
  const { show } = dialog;
  const state = useActiveList(QUESTS_KEY, fetchQuests);
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
              <Button tone="secondary" onClick={() => show({ quest: c.row.original })}>
                {te.edit}
              </Button>
            ) : null,
        }),
      ] as ColumnDef<BoQuest, unknown>[],
    [canEdit, show],
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t.nextPeriodNote}</p>
      <ActiveList
        state={state}
        caption={t.caption}
        columns={columns}
        add={canEdit ? { label: t.add, onClick: () => show({ quest: null }) } : null}
        notice={dialog.notice}
      />
      {dialog.open ? <QuestDialog quest={dialog.open.quest} onClose={dialog.close} /> : null}
    </div>
  );
}

/** The contract's request, and what the quest counts and pays must fit its amounts (whole counts). */
const withAmounts = <S extends typeof boQuestCreate | typeof boQuestUpdate>(schema: S) =>
  schema.extend({ metric: questMetric }).superRefine((v, ctx) => {
    const problem = questAmountsProblem(v);
    // The target is checked first: with a credit reward only the target can be the problem.
    const field = questAmountsProblem({ ...v, reward_kind: 'credit' }) ? 'target' : 'reward_amount';
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  });
const addForm = withAmounts(boQuestCreate);
const editForm = withAmounts(boQuestUpdate);

const PERIODS = (['day', 'week'] as const).map((v) => ({ value: v, label: t.periods[v] }));
const METRICS = (['deposit', 'turnover', 'lotto_bills', 'checkin_days'] as const).map((v) => ({
  value: v,
  label: t.metrics[v],
}));
const REWARD_KINDS = (['points', 'credit', 'spins'] as const).map((v) => ({
  value: v,
  label: t.rewardKinds[v],
}));

function QuestDialog({ quest, onClose }: { quest: BoQuest | null; onClose: (message?: string) => void }) {
  // An edit starts from what is waiting, if anything is: that is what the next period will have.
  const base = quest?.pending ?? quest;
  const schema: typeof addForm | typeof editForm = quest ? editForm : addForm;
  const form = useContractForm(schema, {
    code: '',
    period: (quest?.period ?? 'day') as QuestPeriod,
    metric: (quest?.metric ?? 'deposit') as QuestMetric,
    title: base?.title ?? '',
    description: base?.description ?? '',
    target: base ? String(base.target) : '',
    reward_kind: (base?.reward_kind ?? 'points') as QuestRewardKind,
    reward_amount: base ? String(base.reward_amount) : '',
    sort_order: String(base?.sort_order ?? 0),
    active: base?.active ?? true,
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={quest ? t.editTitle : t.add}
      submitLabel={te.save}
      problem={form.problem && te.checkInput}
      bodyOf={() =>
        form.check({
          ...v,
          target: numberOf(v.target),
          reward_amount: numberOf(v.reward_amount),
          sort_order: numberOf(v.sort_order),
        })
      }
      save={(body: z.output<typeof schema>) => {
        if ('code' in body) return createQuest(body);
        // Only an existing quest's form has no code; its metric is not the update's to change.
        const { metric: _metric, ...values } = body;
        return updateQuest(quest!.id, values);
      }}
      reload={QUESTS_KEY}
      // Past the caps nothing is added or changed yet: the request waits for finance.
      done={(saved) => savedOrRequested(saved, () => undefined)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-600">{t.nextPeriodNote}</p>
      {quest ? null : (
        <>
          <Field label={te.code} hint={te.codeHint} {...text('code')} />
          <Select
            label={t.period}
            value={v.period}
            options={PERIODS}
            onChange={(x) => form.set('period', x)}
          />
          <Select
            label={t.metric}
            value={v.metric}
            options={METRICS}
            onChange={(x) => form.set('metric', x)}
          />
        </>
      )}
      <Field label={te.name} {...text('title')} />
      <TextArea label={te.description} {...form.area('description')} />
      <Field label={`${t.target} (${t.metrics[v.metric]})`} inputMode="decimal" {...text('target')} />
      <Select
        label={t.rewardKind}
        value={v.reward_kind}
        options={REWARD_KINDS}
        onChange={(x) => form.set('reward_kind', x)}
      />
      <Field label={t.rewardAmount} inputMode="decimal" {...text('reward_amount')} />
      <Field label={te.sortOrder} inputMode="numeric" {...text('sort_order')} />
      {quest ? <ActiveSelect active={v.active} onChange={(x) => form.set('active', x)} /> : null}
    </EditDialog>
  );
}
