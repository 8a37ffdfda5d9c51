import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { boPollCreate, engagementCalls } from '@ug99/contract';
import type { BoPollRow } from '@ug99/contract';
import { useMemo, useState } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { EditDialog, savedOrRequested } from '#bo/shared/form-dialog.tsx';
import { bangkokIso, numberOf, useContractForm } from '#bo/shared/form.ts';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { ServerListTable, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import { Alert, Button, Card, Field, Loading, TextArea } from '#bo/shared/ui.tsx';
import { ENGAGEMENT_KEY, createPoll, fetchPoll, fetchPolls } from './api.ts';
import { te } from './th.ts';

const t = te.polls;
const POLLS_KEY = [...ENGAGEMENT_KEY, 'polls'] as const;
const col = createColumnHelper<BoPollRow>();

/** Polls (docs/BACKOFFICE.md#engagement): the list, `poll:add`, and a poll's votes and winners. */
export function PollsTab() {
  const canAdd = useCan(engagementCalls.addPoll);
  const dialog = usePageDialog<'add'>();
  const [shown, setShown] = useState<number | null>(null);
  const list = useServerList(POLLS_KEY, {}, fetchPolls);
  const columns = useMemo(
    () =>
      [
        col.accessor('title', {
          header: t.title,
          enableSorting: false,
          cell: (c) => (
            <button
              type="button"
              className="min-h-11 text-left font-bold text-sky-700 underline"
              onClick={() => setShown(c.row.original.id)}
            >
              {c.getValue()}
            </button>
          ),
        }),
        col.accessor('state', {
          header: te.status,
          enableSorting: false,
          cell: (c) => t.state[c.getValue()],
        }),
        col.accessor('opens_at', {
          header: t.opensAt,
          enableSorting: false,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        col.accessor('closes_at', {
          header: t.closesAt,
          enableSorting: false,
          cell: (c) => formatDateTime(c.getValue()),
        }),
        col.accessor('total_votes', {
          header: t.votes,
          enableSorting: false,
          cell: (c) => formatCount(c.getValue()),
        }),
      ] as ColumnDef<BoPollRow, unknown>[],
    [],
  );
  return (
    <div className="flex flex-col gap-4">
      {canAdd ? (
        <div className="flex justify-end">
          <Button onClick={() => dialog.show('add')}>{t.add}</Button>
        </div>
      ) : null}
      {dialog.notice ? <Alert tone="success">{dialog.notice}</Alert> : null}
      <ServerListTable caption={t.caption} columns={columns} list={list} />
      {shown !== null ? <PollResults id={shown} /> : null}
      {dialog.open ? <AddPoll onClose={dialog.close} /> : null}
    </div>
  );
}

function PollResults({ id }: { id: number }) {
  const poll = useQuery({ queryKey: [...POLLS_KEY, id], queryFn: ({ signal }) => fetchPoll(id, signal) });
  if (poll.isError) return <Alert>{errorMessage(poll.error)}</Alert>;
  if (!poll.data) return <Loading />;
  const { poll: p, choices, winners } = poll.data;
  const total = Math.max(1, p.total_votes);
  return (
    <Card title={`${t.results}: ${p.title}`}>
      <p className="mb-2 text-sm text-slate-600">
        {t.state[p.state]} · {t.bahtPerVote} {formatBaht(p.baht_per_vote)} · {t.seedHash}{' '}
        <code className="break-all">{p.seed_hash}</code>
      </p>
      <ul className="flex flex-col gap-2">
        {choices.map((c) => (
          <li key={c.id} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className={c.winning ? 'font-bold text-emerald-700' : ''}>
                {c.label}
                {c.winning ? ` (${t.winning})` : ''}
              </span>
              <span>
                {formatCount(c.votes)} ({((c.votes / total) * 100).toFixed(1)}%)
              </span>
            </div>
            <progress className="h-2 w-full" max={total} value={c.votes} aria-label={c.label} />
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-bold text-slate-800">{t.winnersList}</h3>
      {winners.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noWinners}</p>
      ) : (
        <ol className="list-decimal pl-5 text-sm">
          {winners.map((w) => (
            <li key={w.rank}>
              {w.phone} ({w.prize})
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function AddPoll({ onClose }: { onClose: (message?: string) => void }) {
  const form = useContractForm(boPollCreate, {
    title: '',
    description: '',
    choices: '',
    opens_at: '',
    closes_at: '',
    baht_per_vote: '1000',
    winner_count: '10',
    prize_spins: '5',
  });
  const { values: v, text } = form;
  return (
    <EditDialog
      title={t.add}
      submitLabel={t.add}
      problem={form.problem && te.checkInput}
      bodyOf={() =>
        form.check({
          ...v,
          choices: v.choices
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          opens_at: bangkokIso(v.opens_at) ?? undefined,
          closes_at: bangkokIso(v.closes_at),
          baht_per_vote: numberOf(v.baht_per_vote),
          winner_count: numberOf(v.winner_count),
          prize_spins: numberOf(v.prize_spins),
        })
      }
      save={createPoll}
      reload={POLLS_KEY}
      // Past the caps the poll does not exist yet: the request waits for finance.
      done={(added) => savedOrRequested(added, () => undefined)}
      onClose={onClose}
    >
      <Field label={t.title} {...text('title')} />
      <TextArea label={te.description} {...form.area('description')} />
      <TextArea label={t.choices} {...form.area('choices')} />
      <Field label={t.opensAt} type="datetime-local" {...text('opens_at')} />
      <Field label={t.closesAt} type="datetime-local" {...text('closes_at')} />
      <Field label={t.bahtPerVote} inputMode="decimal" {...text('baht_per_vote')} />
      <Field label={t.winners} inputMode="numeric" {...text('winner_count')} />
      <Field label={t.prizeSpins} inputMode="numeric" {...text('prize_spins')} />
    </EditDialog>
  );
}
