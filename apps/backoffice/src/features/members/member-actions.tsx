import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoMemberDetail } from '@ug99/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { Alert, Button, Card, Dialog, Field, Select, TextArea } from '#bo/shared/ui.tsx';
import { ConfirmCall } from '#bo/shared/form-dialog.tsx';
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
  const canAdjust = useCan('POST', '/api/backoffice/members/:id/adjust');
  const canLock = useCan(
    'POST',
    member.profile.locked ? '/api/backoffice/members/:id/unlock' : '/api/backoffice/members/:id/lock',
  );
  const canReset = useCan('POST', '/api/backoffice/members/:id/sessions/reset');
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!canAdjust && !canLock && !canReset) return null;
  const close = (message?: string) => {
    setOpen(null);
    setDone(message ?? null);
  };
  return (
    <Card title={t.actions}>
      <div className="flex flex-col gap-2">
        {canAdjust ? <Button onClick={() => setOpen('adjust')}>{t.adjust}</Button> : null}
        {canLock ? (
          <Button tone={member.profile.locked ? 'secondary' : 'danger'} onClick={() => setOpen('lock')}>
            {member.profile.locked ? t.unlock : t.lock}
          </Button>
        ) : null}
        {canReset ? (
          <Button tone="secondary" onClick={() => setOpen('sessions')}>
            {t.resetSessions}
          </Button>
        ) : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
      </div>
      {open === 'adjust' ? <Adjust member={member} onClose={close} /> : null}
      {open === 'lock' ? <Lock member={member} onClose={close} /> : null}
      {open === 'sessions' ? <ResetSessions member={member} onClose={close} /> : null}
    </Card>
  );
}

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

function Adjust({ member, onClose }: { member: BoMemberDetail; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const id = member.profile.id;
  const [wallet, setWallet] = useState(String(member.wallets[0]?.wallet_type_id ?? 1));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per dialog: a double click or a retry after a lost answer never adjusts twice.
  const [requestId] = useState(() => crypto.randomUUID());
  const adjust = useMutation({
    mutationFn: () =>
      adjustOrRequest(id, {
        wallet_type_id: Number(wallet),
        amount: Number(amount),
        reason: reason.trim(),
        request_id: requestId,
      }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: memberKey(id) });
      // Above the finance limit nothing moved: a second operator approves it (four-eyes).
      if (result.approval) return onClose(ta.adjustRequested(result.approval.id));
      onClose(t.adjusted(formatBaht(result.balance_after ?? 0)));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!AMOUNT.test(amount.trim()) || Number(amount) === 0) return setProblem(t.adjustBadAmount);
    if (!reason.trim()) return setProblem(th.common.reasonRequired);
    setProblem(null);
    adjust.mutate();
  };
  return (
    <Dialog title={t.adjustTitle} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Select
          label={t.adjustWallet}
          value={wallet}
          options={member.wallets.map((w) => ({
            value: String(w.wallet_type_id),
            label: `${w.wallet_name} (${formatBaht(w.balance)})`,
          }))}
          onChange={setWallet}
        />
        <Field
          label={t.adjustAmount}
          hint={t.adjustAmountHint}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextArea label={th.common.reason} value={reason} onChange={setReason} required />
        {problem ? <Alert>{problem}</Alert> : null}
        {adjust.isError ? <Alert>{errorMessage(adjust.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" disabled={adjust.isPending}>
            {t.adjustConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function Lock({ member, onClose }: { member: BoMemberDetail; onClose: (message?: string) => void }) {
  const queryClient = useQueryClient();
  const id = member.profile.id;
  const locking = !member.profile.locked;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const run = useMutation({
    mutationFn: () => lockMember(id, locking, reason.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberKey(id) });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    run.mutate();
  };
  return (
    <Dialog title={locking ? t.lockTitle : t.unlockTitle} onClose={() => onClose()}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm">
          {member.profile.phone} {member.profile.first_name} {member.profile.last_name}
        </p>
        <TextArea
          label={th.common.reason}
          value={reason}
          onChange={setReason}
          required
          error={missing && !reason.trim() ? th.common.reasonRequired : null}
        />
        {run.isError ? <Alert>{errorMessage(run.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button tone="secondary" onClick={() => onClose()}>
            {th.common.cancel}
          </Button>
          <Button type="submit" tone={locking ? 'danger' : 'primary'} disabled={run.isPending}>
            {locking ? t.lockConfirm : t.unlockConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
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
  const canWrite = useCan('POST', '/api/backoffice/members/:id/notes');
  const id = member.profile.id;
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addMemberNote(id, text.trim()),
    onSuccess: async () => {
      setText('');
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
            if (text.trim()) add.mutate();
          }}
        >
          <TextArea label={t.note} value={text} onChange={setText} />
          {add.isError ? <Alert>{errorMessage(add.error)}</Alert> : null}
          <Button type="submit" className="self-end" disabled={add.isPending || !text.trim()}>
            {t.addNote}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
