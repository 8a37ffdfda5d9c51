import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { isValueRequest } from '@ug99/contract';
import type { BoPollRow } from '@ug99/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { DataTable, type ColumnDef } from '#bo/shared/data-table.tsx';
import { formatBaht, formatCount, formatDateTime } from '#bo/shared/format.ts';
import { useServerTable } from '#bo/shared/server-table.ts';
import { Alert, Button, Card, Dialog, Field, Loading, TextArea } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { ENGAGEMENT_KEY, createPoll, fetchPoll, fetchPolls } from './api.ts';
import { te } from './th.ts';

const t = te.polls;
const POLLS_KEY = [...ENGAGEMENT_KEY, 'polls'] as const;
const col = createColumnHelper<BoPollRow>();

/** A `datetime-local` value, read as Bangkok time, as ISO 8601 with its offset. */
const bangkokIso = (local: string) => `${local.length === 16 ? `${local}:00` : local}+07:00`;

/** Polls (docs/BACKOFFICE.md#engagement): the list, `poll:add`, and a poll's votes and winners. */
export function PollsTab() {
  const canAdd = useCan('POST', '/api/backoffice/polls');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const table = useServerTable();
  const list = useQuery({
    queryKey: [...POLLS_KEY, table.params],
    queryFn: ({ signal }) => fetchPolls(table.params, signal),
    placeholderData: keepPreviousData,
  });
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
          <Button onClick={() => setAdding(true)}>{t.add}</Button>
        </div>
      ) : null}
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {list.isError ? <Alert>{errorMessage(list.error)}</Alert> : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        getRowId={(p) => String(p.id)}
        {...table}
      />
      {shown !== null ? <PollResults id={shown} /> : null}
      {adding ? (
        <AddPoll
          onClose={(message) => {
            setAdding(false);
            setNotice(message ?? null);
          }}
        />
      ) : null}
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

const WHOLE = /^\d+$/;

function AddPoll({ onClose }: { onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [choices, setChoices] = useState('');
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [bahtPerVote, setBahtPerVote] = useState('1000');
  const [winners, setWinners] = useState('10');
  const [prizeSpins, setPrizeSpins] = useState('5');
  const [problem, setProblem] = useState<string | null>(null);
  const labels = choices
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const add = useMutation({
    mutationFn: () =>
      createPoll({
        title: title.trim(),
        description: description.trim(),
        choices: labels,
        ...(opensAt ? { opens_at: bangkokIso(opensAt) } : {}),
        closes_at: bangkokIso(closesAt),
        baht_per_vote: Number(bahtPerVote),
        winner_count: Number(winners),
        prize_spins: Number(prizeSpins),
      }),
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: POLLS_KEY });
      // Past the caps the poll does not exist yet: the request waits for finance.
      onClose(isValueRequest(added) ? th.common.valueRequested(added.approval.id) : undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad =
      !title.trim() ||
      labels.length < 2 ||
      !closesAt ||
      (opensAt !== '' && opensAt >= closesAt) ||
      !/^\d+(\.\d{1,2})?$/.test(bahtPerVote) ||
      Number(bahtPerVote) <= 0 ||
      !WHOLE.test(winners) ||
      !WHOLE.test(prizeSpins);
    if (bad) return setProblem(te.checkInput);
    setProblem(null);
    add.mutate();
  };
  return (
    <Dialog title={t.add} onClose={() => onClose()}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={t.title} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={te.description} value={description} onChange={setDescription} />
        <TextArea label={t.choices} value={choices} onChange={setChoices} />
        <Field
          label={t.opensAt}
          type="datetime-local"
          value={opensAt}
          onChange={(e) => setOpensAt(e.target.value)}
        />
        <Field
          label={t.closesAt}
          type="datetime-local"
          value={closesAt}
          onChange={(e) => setClosesAt(e.target.value)}
        />
        <Field
          label={t.bahtPerVote}
          inputMode="decimal"
          value={bahtPerVote}
          onChange={(e) => setBahtPerVote(e.target.value)}
        />
        <Field
          label={t.winners}
          inputMode="numeric"
          value={winners}
          onChange={(e) => setWinners(e.target.value)}
        />
        <Field
          label={t.prizeSpins}
          inputMode="numeric"
          value={prizeSpins}
          onChange={(e) => setPrizeSpins(e.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {t.add}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
