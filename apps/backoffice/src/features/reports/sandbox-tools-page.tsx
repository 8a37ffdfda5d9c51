import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { SandboxStatus } from '@ug99/contract';
import { errorMessage } from '#bo/api/client.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  CopyButton,
  Field,
  Loading,
  PageHeader,
} from '#bo/shared/ui.tsx';
import { fetchSandboxStatus, sandboxOtp, sandboxPay, sandboxRedeliver, sandboxStatusKey } from './api.ts';
import { reportsTh } from './th.ts';

const t = reportsTh.sandbox;
const PHONE = /^0[689]\d{8}$/;
const cardClass = 'flex flex-col gap-3';

/**
 * The sandbox tools (docs/BACKOFFICE.md#sandbox-tools), for admins: the commands sandbox:pay,
 * sandbox:redeliver and sandbox:otp as cards, shown only for the sandbox the server says is on.
 */
export function SandboxToolsPage() {
  const status = useQuery({
    queryKey: sandboxStatusKey,
    queryFn: ({ signal }) => fetchSandboxStatus(signal),
  });
  const on = status.data;
  return (
    <>
      <PageHeader title={t.title} />
      {status.isPending ? <Loading /> : null}
      {status.isError ? <Alert>{errorMessage(status.error)}</Alert> : null}
      {on ? (
        on.gateway || on.sms ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600">{t.intro}</p>
            {on.gateway ? null : <Alert>{t.gatewayOff}</Alert>}
            <div className="grid gap-4 lg:grid-cols-2">
              {on.gateway ? <PayCard /> : null}
              {on.gateway ? <RedeliverCard /> : null}
              {on.sms ? <OtpCard /> : null}
              <DepositAccountsCard accounts={on.deposit_accounts} />
            </div>
          </div>
        ) : (
          <Alert>{t.allOff}</Alert>
        )
      ) : null}
    </>
  );
}

/** The site's deposit accounts, the sandbox's demo payees marked (docs/rules/payments.md#test-accounts). */
function DepositAccountsCard({ accounts }: { accounts: SandboxStatus['deposit_accounts'] }) {
  return (
    <Card title={t.accountsTitle}>
      <p className="mb-3 text-sm text-slate-600">{t.accountsHelp}</p>
      {accounts.length === 0 ? (
        <p className="text-sm text-slate-600">{t.accountsNone}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {accounts.map((a) => (
            <li
              key={`${a.kind}:${a.account_no}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
            >
              <span className="font-medium text-slate-900">{a.name}</span>
              {a.test_account ? (
                <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                  {t.testAccount}
                </span>
              ) : null}
              <span className="w-full font-mono text-slate-900">{a.account_no}</span>
              <span className="w-full text-sm text-slate-600">{a.account_name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PayCard() {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: () => sandboxPay(reference.trim()),
    onSettled: () => setAsking(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setProblem(t.referenceRequired);
    setProblem(null);
    run.reset();
    setAsking(true);
  };
  const result = run.data;
  return (
    <Card title={t.payTitle}>
      <form onSubmit={submit} noValidate className={cardClass}>
        <p className="text-sm text-slate-600">{t.payHelp}</p>
        <Field label={t.reference} value={reference} onChange={(e) => setReference(e.target.value)} />
        {problem ? <Alert>{problem}</Alert> : null}
        {run.isError && !asking ? <Alert>{errorMessage(run.error)}</Alert> : null}
        {result ? (
          <div className="flex flex-col gap-2">
            <Alert tone={result.delivered ? 'success' : 'error'}>
              {result.delivered
                ? t.paid(result.reference, formatBaht(result.amount))
                : t.paidNotDelivered(result.reference, formatBaht(result.amount))}
            </Alert>
            <p className="text-sm break-all text-slate-700">
              {t.eventId}: <code>{result.event_id}</code>
            </p>
            <div className="self-start">
              <CopyButton text={result.event_id} label={t.copy} copiedLabel={t.copied} />
            </div>
          </div>
        ) : null}
        <Button type="submit" className="self-start">
          {t.payButton}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t.payTitle}
          message={t.payAsk(reference.trim().toUpperCase())}
          confirmLabel={t.payButton}
          tone="primary"
          pending={run.isPending}
          error={run.isError ? errorMessage(run.error) : null}
          onConfirm={() => run.mutate()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Card>
  );
}

function RedeliverCard() {
  const [eventId, setEventId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: () => sandboxRedeliver(eventId.trim()),
    onSettled: () => setAsking(false),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!eventId.trim()) return setProblem(t.eventRequired);
    setProblem(null);
    run.reset();
    setAsking(true);
  };
  const result = run.data;
  return (
    <Card title={t.redeliverTitle}>
      <form onSubmit={submit} noValidate className={cardClass}>
        <p className="text-sm text-slate-600">{t.redeliverHelp}</p>
        <Field label={t.eventId} value={eventId} onChange={(e) => setEventId(e.target.value)} />
        {problem ? <Alert>{problem}</Alert> : null}
        {run.isError && !asking ? <Alert>{errorMessage(run.error)}</Alert> : null}
        {result ? (
          <Alert tone={result.delivered ? 'success' : 'error'}>
            {result.delivered ? t.redelivered(result.event_id) : t.notRedelivered(result.event_id)}
          </Alert>
        ) : null}
        <Button type="submit" className="self-start">
          {t.redeliverButton}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t.redeliverTitle}
          message={t.redeliverAsk(eventId.trim())}
          confirmLabel={t.redeliverButton}
          tone="primary"
          pending={run.isPending}
          error={run.isError ? errorMessage(run.error) : null}
          onConfirm={() => run.mutate()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Card>
  );
}

function OtpCard() {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useMutation({ mutationFn: (value: string) => sandboxOtp(value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = phone.trim();
    if (!PHONE.test(value)) return setProblem(t.phoneFormat);
    setProblem(null);
    run.mutate(value);
  };
  const result = run.data;
  return (
    <Card title={t.otpTitle}>
      <form onSubmit={submit} noValidate className={cardClass}>
        <p className="text-sm text-slate-600">{t.otpHelp}</p>
        <Field
          label={t.phone}
          inputMode="numeric"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        {run.isError ? <Alert>{errorMessage(run.error)}</Alert> : null}
        {result ? <Alert tone="success">{t.otp(result.otp, formatDateTime(result.sent_at))}</Alert> : null}
        <Button type="submit" className="self-start" disabled={run.isPending}>
          {t.otpButton}
        </Button>
      </form>
    </Card>
  );
}
