import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import {
  broadcastRequest,
  type BoBroadcast,
  type BroadcastPreview,
  type BroadcastRequest,
  broadcastCalls,
} from '@ug99/contract';
import { useMemo, useState } from 'react';
import { useCan } from '#bo/app/session.ts';
import type { ColumnDef } from '#bo/shared/data-table.tsx';
import { formatDateTime } from '#bo/shared/format.ts';
import { FormDialog } from '#bo/shared/form-dialog.tsx';
import { numberOf, useContractForm } from '#bo/shared/form.ts';
import { ListPage, useServerList, usePageDialog } from '#bo/shared/server-list.tsx';
import { Field, TextArea } from '#bo/shared/ui.tsx';
import { BROADCASTS_KEY, fetchBroadcasts, previewBroadcast, sendBroadcast } from './api.ts';
import { bt } from './th.ts';

const col = createColumnHelper<BoBroadcast>();
const VIP_LEVELS = [0, 1, 2] as const;

/**
 * The broadcasts sent, newest first, and a new one: composed, previewed (what a member sees, and how many
 * members would get it now), then sent (docs/NOTIFICATIONS.md#the-operators-broadcast).
 */
export function BroadcastsPage() {
  const canSend = useCan(broadcastCalls.send);
  const dialog = usePageDialog<'compose'>();
  const list = useServerList(BROADCASTS_KEY, {}, fetchBroadcasts, []);
  const columns = useMemo(
    () =>
      [
        col.accessor('title', {
          header: bt.col.title,
          enableSorting: false,
          cell: (c) => (
            <div className="max-w-xs">
              <div className="font-bold">{c.getValue()}</div>
              <div className="truncate text-xs text-slate-600">{c.row.original.body}</div>
            </div>
          ),
        }),
        col.accessor('audience', {
          header: bt.col.audience,
          enableSorting: false,
          cell: (c) => bt.audienceText(c.getValue()),
        }),
        col.accessor('delivered', {
          header: bt.col.progress,
          enableSorting: false,
          cell: (c) =>
            `${c.getValue().toLocaleString('th-TH')} / ${c.row.original.recipients.toLocaleString('th-TH')}`,
        }),
        col.accessor('status', {
          header: bt.col.status,
          enableSorting: false,
          cell: (c) => bt.status[c.getValue()],
        }),
        col.accessor('created_at', {
          header: bt.col.created,
          enableSorting: false,
          cell: (c) => (
            <div>
              <div>{formatDateTime(c.getValue())}</div>
              <div className="text-xs text-slate-600">{c.row.original.operator}</div>
            </div>
          ),
        }),
      ] as ColumnDef<BoBroadcast, unknown>[],
    [],
  );
  return (
    <ListPage
      title={bt.title}
      add={canSend ? { label: bt.add, onClick: () => dialog.show('compose') } : null}
      notice={dialog.notice}
      filters={null}
      columns={columns}
      list={list}
    >
      {dialog.open === 'compose' ? <Compose onClose={dialog.close} /> : null}
    </ListPage>
  );
}

function Compose({ onClose }: { onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm(broadcastRequest, {
    title: '',
    body: '',
    link: '/promotions',
    vip: [] as number[],
    days: '',
    line: false,
  });
  // The preview belongs to the body it was asked for: any change asks for a new one before sending.
  const [previewed, setPreviewed] = useState<{ body: BroadcastRequest; preview: BroadcastPreview } | null>(
    null,
  );
  const preview = useMutation({
    mutationFn: previewBroadcast,
    onSuccess: (result, body) => setPreviewed({ body, preview: result }),
  });
  const send = useMutation({
    mutationFn: sendBroadcast,
    onSuccess: async (sent) => {
      await queryClient.invalidateQueries({ queryKey: BROADCASTS_KEY });
      onClose(bt.sent(sent.recipients));
    },
  });
  const { values: v } = form;
  const change = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => {
    form.set(key, value);
    setPreviewed(null);
    preview.reset();
    send.reset();
  };
  const textOf = (key: 'title' | 'link' | 'days', errorKey: string = key) => ({
    value: v[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    error: form.errors[errorKey],
  });
  const bodyOfForm = () =>
    form.check({
      title: v.title,
      body: v.body,
      link: v.link,
      audience: {
        ...(v.vip.length > 0 ? { vip_levels: v.vip } : {}),
        ...(v.days.trim() !== '' ? { deposited_within_days: numberOf(v.days) } : {}),
        ...(v.line ? { line_linked: true } : {}),
      },
    });
  return (
    <FormDialog
      title={bt.composeTitle}
      submitLabel={previewed ? bt.send : bt.previewButton}
      pending={preview.isPending || send.isPending}
      failure={preview.error ?? send.error}
      onSubmit={() => {
        if (previewed) {
          send.mutate(previewed.body);
          return;
        }
        const body = bodyOfForm();
        if (body) preview.mutate(body);
      }}
      onClose={() => onClose()}
    >
      <Field label={bt.heading} maxLength={80} {...textOf('title')} />
      <TextArea
        label={bt.body}
        value={v.body}
        onChange={(body) => change('body', body)}
        error={form.errors.body}
      />
      <Field label={bt.link} hint={bt.linkHint} {...textOf('link')} />
      <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-bold text-slate-700">{bt.audience}</legend>
        <p className="text-xs text-slate-600">{bt.audienceHint}</p>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-label={bt.vip}>
          <span className="text-sm text-slate-700">{bt.vip}</span>
          {VIP_LEVELS.map((level) => (
            <label key={level} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={v.vip.includes(level)}
                onChange={(e) =>
                  change(
                    'vip',
                    e.target.checked ? [...v.vip, level].sort() : v.vip.filter((l) => l !== level),
                  )
                }
              />
              {bt.vipNames[level]}
            </label>
          ))}
        </div>
        <Field
          label={bt.depositedWithin}
          hint={bt.depositedWithinHint}
          inputMode="numeric"
          {...textOf('days', 'audience')}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={v.line}
            onChange={(e) => change('line', e.target.checked)}
          />
          {bt.lineLinked}
        </label>
        <p className="text-xs text-slate-600">{bt.optOutNote}</p>
      </fieldset>
      {previewed ? <PreviewCard preview={previewed.preview} /> : null}
    </FormDialog>
  );
}

function PreviewCard({ preview }: { preview: BroadcastPreview }) {
  return (
    <section aria-label={bt.previewTitle} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <h3 className="text-sm font-bold text-slate-700">{bt.previewTitle}</h3>
      <div className="rounded-lg border border-slate-200 bg-white p-3">
        <p className="text-xs text-slate-500">{bt.inboxLabel}</p>
        <p className="font-bold break-words">{preview.item.title}</p>
        <p className="text-sm break-words whitespace-pre-line">{preview.item.body}</p>
        <p className="text-xs break-all text-sky-700">{preview.item.link}</p>
      </div>
      <div className="rounded-lg border border-emerald-200 bg-white p-3">
        <p className="text-xs text-slate-500">{bt.lineLabel}</p>
        <p className="text-sm break-words whitespace-pre-line">{preview.line_text}</p>
      </div>
      <p role="status" className="font-bold text-slate-900">
        {bt.recipients(preview.recipients)}
      </p>
    </section>
  );
}
