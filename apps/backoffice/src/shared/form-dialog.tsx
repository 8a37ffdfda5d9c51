import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isValueRequest, type BoValueRequested } from '@ug99/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { th } from '#bo/th.ts';
import { Alert, Button, ConfirmDialog, Dialog, TextArea } from './ui.tsx';

type FormProps = {
  submitLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** Why the form was not sent, for a form that says it in one message (`useContractForm().problem`). */
  problem?: string | null;
  /** The last call's error (a mutation's `error`), or null. */
  failure: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The back office's one edit dialog: a form in a dialog, its fields, the reason the last call failed
 * (the server's Thai message), and Cancel beside the submit button, which is off while the call runs.
 * The form does not send what its schema refuses (`useContractForm`); `onSubmit` decides that.
 */
export function FormDialog({ title, ...form }: FormProps & { title: string }) {
  return (
    <Dialog title={title} onClose={form.onClose}>
      <DialogForm {...form} />
    </Dialog>
  );
}

/**
 * The edit dialog's form without its dialog, for a dialog that shows something else in its place once
 * the form is sent (a result's payout before it is entered).
 */
export function DialogForm({
  submitLabel,
  tone = 'primary',
  pending,
  problem,
  failure,
  onSubmit,
  onClose,
  children,
}: FormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3"
      noValidate
    >
      {children}
      {problem ? <Alert>{problem}</Alert> : null}
      {failure ? <Alert>{errorMessage(failure)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button tone="secondary" onClick={onClose}>
          {th.common.cancel}
        </Button>
        <Button type="submit" tone={tone} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The back office's one edit dialog with its call (docs/BACKOFFICE.md#how-it-is-built): the form's body
 * (`bodyOf`, null while its schema refuses it: nothing is sent), sent once per submit; what it changes
 * is reloaded before the dialog closes with what was done (`done`, or nothing said); a refusal stays in
 * the dialog with the server's Thai message.
 */
export function EditDialog<B, R>({
  bodyOf,
  save,
  reload,
  reloadAlso,
  done,
  onClose,
  ready = true,
  ...dialog
}: CallDialogFields & {
  bodyOf: () => B | null;
  save: (body: B) => Promise<R>;
  reload: readonly unknown[];
  /** A second list the change shows in (a number's rule: the round's numbers and the near-cap alerts). */
  reloadAlso?: readonly unknown[];
  done: (result: R) => string | undefined;
  onClose: (message?: string) => void;
  /** False while the form cannot be sent at all (nothing to choose from): the submit button is off. */
  ready?: boolean;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      await Promise.all(
        [reload, reloadAlso].flatMap((key) =>
          key ? [queryClient.invalidateQueries({ queryKey: key })] : [],
        ),
      );
      onClose(done(result));
    },
  });
  return <CallDialog {...dialog} bodyOf={bodyOf} run={run} ready={ready} onClose={() => onClose()} />;
}

/** What a dialog bound to its call shows: its title, its fields and its submit button. */
export type CallDialogFields = {
  title: string;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  problem?: string | null;
  children: ReactNode;
};

/**
 * A form dialog bound to its call (a save, a decision): the body the form accepted (`bodyOf`, null while
 * its schema refuses it: nothing is sent) is sent once per submit, and the submit button is off while the
 * call runs or while the form is not `ready`.
 */
export function CallDialog<B>({
  bodyOf,
  run,
  ready = true,
  ...dialog
}: CallDialogFields & {
  bodyOf: () => B | null;
  run: { isPending: boolean; error: unknown; mutate: (body: B) => void };
  ready?: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      {...dialog}
      pending={run.isPending || !ready}
      failure={run.error}
      onSubmit={() => {
        const body = bodyOf();
        if (body !== null) run.mutate(body);
      }}
    />
  );
}

/**
 * What a save on a capped path did: past the caps nothing is saved yet and the request waits for a
 * second approver (docs/rules/value-controls.md), else the page's own message.
 */
export function savedOrRequested<R extends object>(
  result: R | BoValueRequested,
  saved: (result: R) => string | undefined,
): string | undefined {
  return isValueRequest(result) ? th.common.valueRequested(result.approval.id) : saved(result);
}

/** What the operator is deciding or changing, restated in the dialog so the right item is acted on. */
export function Summary({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-bold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Are you sure?", then the call: what it changes is reloaded before the dialog closes with what was
 * done (`done`); a refusal stays in the dialog.
 */
export function ConfirmCall<R>({
  title,
  message,
  confirmLabel,
  call,
  reload,
  done,
  onClose,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  call: () => Promise<R>;
  reload: readonly unknown[];
  done: (result: R) => string | undefined;
  onClose: (message?: string) => void;
}) {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: reload });
      onClose(done(result));
    },
  });
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      pending={run.isPending}
      error={run.isError ? errorMessage(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={() => onClose()}
    />
  );
}

/** The reason a decision must give, bound to a form whose schema requires it. */
export function ReasonField({
  form,
}: {
  form: {
    values: { reason: string };
    set: (key: 'reason', value: string) => void;
    errors: Record<string, string>;
  };
}) {
  return (
    <TextArea
      label={th.common.reason}
      value={form.values.reason}
      onChange={(reason) => form.set('reason', reason)}
      required
      error={form.errors.reason}
    />
  );
}
