import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adjustMemberRequest,
  lockMemberRequest,
  memberNoteRequest,
  operationsCalls,
  type BoMemberDetail,
} from '@ug99/contract';
import { useState } from 'react';
import { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Alert, Button, Card, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { ConfirmCall, EditDialog, ReasonField } from '#bo/shared/form-dialog.tsx';
import { numberOf, requiredText, useContractForm } from '#bo/shared/form.ts';
import { usePageDialog } from '#bo/shared/server-list.tsx';
import { th } from '#bo/th.ts';
import { adjustOrRequest } from '#bo/features/approvals/api.ts';
import { ta } from '#bo/features/approvals/th.ts';
import { addMemberNote, lockMember, memberKey, resetMemberSessions } from './api.ts';

const t = th.members;
type Action = 'adjust' | 'lock' | 'sessions';

/**
 * The actions on a member the operator's role allows (docs/BACKOFFICE.md#members), each confirmed in a
 * dialog; the server audit-logs every one with the reason given here.
 */
export function MemberActions({ member }: { member: BoMemberDetail }) {
  const canAdjust = useCan(operationsCalls.adjustMember);
  const canLock = useCan(member.profile.locked ? operationsCalls.unlockMember : operationsCalls.lockMember);
  const canReset = useCan(operationsCalls.resetMemberSessions);
  const { open, show, close, notice } = usePageDialog<Action>();
  if (!canAdjust && !canLock && !canReset) return null;
  return (
    <Card title={t.actions}>
      <div className="flex flex-col gap-2">
        {canAdjust ? <Button onClick={() => show('adjust')}>{t.adjust}</Button> : null}
        {canLock ? (
          <Button tone={member.profile.locked ? 'secondary' : 'danger'} onClick={() => show('lock')}>
            {member.profile.locked ? t.unlock : t.lock}
          </Button>
        ) : null}
        {canReset ? (
          <Button tone="secondary" onClick={() => show('sessions')}>
            {t.resetSessions}
          </Button>
        ) : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
      </div>
      {open === 'adjust' ? <Adjust member={member} onClose={close} /> : null}
      {open === 'lock' ? <Lock member={member} onClose={close} /> : null}
      {open === 'sessions' ? <ResetSessions member={member} onClose={close} /> : null}
    </Card>
  );
}

/**
 * The contract's adjustment, with the back office's Thai messages: baht with at most two decimals, never
 * zero (negative takes money back), and a reason.
 */
const adjustSchema = adjustMemberRequest.extend({
  amount: z
    .number({ error: t.adjustBadAmount })
    .multipleOf(0.01, t.adjustBadAmount)
    .refine((v) => v !== 0, t.adjustBadAmount)
    .refine((v) => Math.abs(v) <= 10_000_000, t.adjustBadAmount),
  reason: requiredText(th.common.reasonRequired),
});
const lockSchema = lockMemberRequest.extend({ reason: requiredText(th.common.reasonRequired) });

function Adjust({ member, onClose }: { member: BoMemberDetail; onClose: (message?: string) => void }) {
  const id = member.profile.id;
  const form = useContractForm(adjustSchema, {
    wallet: String(member.wallets[0]?.wallet_type_id ?? 1),
    amount: '',
    reason: '',
  });
  // One id per dialog: a double click or a retry after a lost answer never adjusts twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const { values: v } = form;
  return (
    <EditDialog
      title={t.adjustTitle}
      submitLabel={t.adjustConfirm}
      problem={form.problem}
      bodyOf={() =>
        form.check({
          wallet_type_id: Number(v.wallet),
          amount: numberOf(v.amount),
          reason: v.reason,
          request_id: requestId,
        })
      }
      save={(body) => adjustOrRequest(id, body)}
      reload={memberKey(id)}
      // Above the finance limit nothing moved: a second operator approves it (four-eyes).
      done={(result) =>
        result.approval
          ? ta.adjustRequested(result.approval.id)
          : t.adjusted(formatBaht(result.balance_after ?? 0))
      }
      onClose={onClose}
    >
      <Select
        label={t.adjustWallet}
        value={v.wallet}
        options={member.wallets.map((w) => ({
          value: String(w.wallet_type_id),
          label: `${w.wallet_name} (${formatBaht(w.balance)})`,
        }))}
        onChange={(wallet) => form.set('wallet', wallet)}
      />
      <Field
        label={t.adjustAmount}
        hint={t.adjustAmountHint}
        inputMode="decimal"
        value={v.amount}
        onChange={(e) => form.set('amount', e.target.value)}
      />
      <TextArea label={th.common.reason} value={v.reason} onChange={(r) => form.set('reason', r)} required />
    </EditDialog>
  );
}

function Lock({ member, onClose }: { member: BoMemberDetail; onClose: (message?: string) => void }) {
  const id = member.profile.id;
  const locking = !member.profile.locked;
  const form = useContractForm(lockSchema, { reason: '' });
  return (
    <EditDialog
      title={locking ? t.lockTitle : t.unlockTitle}
      submitLabel={locking ? t.lockConfirm : t.unlockConfirm}
      tone={locking ? 'danger' : 'primary'}
      bodyOf={() => form.check(form.values)}
      save={(body) => lockMember(id, locking, body.reason)}
      reload={memberKey(id)}
      done={() => undefined}
      onClose={onClose}
    >
      <p className="text-sm">
        {member.profile.phone} {member.profile.first_name} {member.profile.last_name}
      </p>
      <ReasonField form={form} />
    </EditDialog>
  );
}

function ResetSessions({ member, onClose }: { member: BoMemberDetail; onClose: (message?: string) => void }) {
  const id = member.profile.id;
  return (
    <ConfirmCall
      title={t.resetSessionsTitle}
      message={t.resetSessionsWarning}
      confirmLabel={t.resetSessionsConfirm}
      call={() => resetMemberSessions(id)}
      reload={memberKey(id)}
      done={(result) => t.sessionsReset(result.revoked)}
      onClose={onClose}
    />
  );
}

/** The team's notes on a member, newest first, and a box for a new one when the role may write. */
export function MemberNotes({ member }: { member: BoMemberDetail }) {
  const queryClient = useQueryClient();
  const canWrite = useCan(operationsCalls.addMemberNote);
  const id = member.profile.id;
  const form = useContractForm(memberNoteRequest, { text: '' });
  const text = form.values.text;
  const add = useMutation({
    mutationFn: (body: { text: string }) => addMemberNote(id, body.text),
    onSuccess: async () => {
      form.set('text', '');
      await queryClient.invalidateQueries({ queryKey: memberKey(id) });
    },
  });
  return (
    <Card title={t.notes} className="mt-6">
      <ul className="mb-3 flex flex-col gap-2 text-sm">
        {member.notes.length === 0 ? <li className="text-slate-600">{th.table.empty}</li> : null}
        {member.notes.map((n) => (
          <li key={n.id} className="rounded-lg bg-slate-50 p-3">
            <p className="whitespace-pre-wrap">{n.text}</p>
            <p className="mt-1 text-xs text-slate-600">
              {n.operator} · {formatDateTime(n.created_at)}
            </p>
          </li>
        ))}
      </ul>
      {canWrite ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const body = form.check(form.values);
            if (body) add.mutate(body);
          }}
        >
          <TextArea label={t.note} {...form.area('text')} />
          {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
          <Button type="submit" className="self-end" disabled={add.isPending || !text.trim()}>
            {t.addNote}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
