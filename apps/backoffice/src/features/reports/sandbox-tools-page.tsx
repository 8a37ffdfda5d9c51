import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { SandboxStatus } from '@ug99/contract';
import { errorMessage } from '#bo/api/client.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { requiredText } from '#bo/shared/form.ts';
import { Alert, Card, CopyButton, Field, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { fetchSandboxStatus, sandboxOtp, sandboxPay, sandboxRedeliver, sandboxStatusKey } from './api.ts';
import { reportsTh } from './th.ts';
import { ToolCard, useTool } from './tool-card.tsx';

const t = reportsTh.sandbox;

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

const payForm = z.object({ reference: requiredText(t.referenceRequired) });

function PayCard() {
  const tool = useTool(payForm, { reference: '' }, ({ reference }) => sandboxPay(reference));
  const result = tool.run.data;
  return (
    <ToolCard
      tool={tool}
      title={t.payTitle}
      help={t.payHelp}
      submitLabel={t.payButton}
      ask={({ reference }) => t.payAsk(reference.toUpperCase())}
      result={
        result ? (
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
        ) : null
      }
    >
      <Field label={t.reference} {...tool.form.text('reference')} />
    </ToolCard>
  );
}

const redeliverForm = z.object({ event_id: requiredText(t.eventRequired) });

function RedeliverCard() {
  const tool = useTool(redeliverForm, { event_id: '' }, ({ event_id }) => sandboxRedeliver(event_id));
  const result = tool.run.data;
  return (
    <ToolCard
      tool={tool}
      title={t.redeliverTitle}
      help={t.redeliverHelp}
      submitLabel={t.redeliverButton}
      ask={({ event_id }) => t.redeliverAsk(event_id)}
      result={
        result ? (
          <Alert tone={result.delivered ? 'success' : 'error'}>
            {result.delivered ? t.redelivered(result.event_id) : t.notRedelivered(result.event_id)}
          </Alert>
        ) : null
      }
    >
      <Field label={t.eventId} {...tool.form.text('event_id')} />
    </ToolCard>
  );
}

const otpForm = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^0[689]\d{8}$/, t.phoneFormat),
});

/** Reads the sandbox SMS box only, so it asks nothing first. */
function OtpCard() {
  const tool = useTool(otpForm, { phone: '' }, ({ phone }) => sandboxOtp(phone));
  const result = tool.run.data;
  return (
    <ToolCard
      tool={tool}
      title={t.otpTitle}
      help={t.otpHelp}
      submitLabel={t.otpButton}
      result={
        result ? <Alert tone="success">{t.otp(result.otp, formatDateTime(result.sent_at))}</Alert> : null
      }
    >
      <Field label={t.phone} inputMode="numeric" autoComplete="off" {...tool.form.text('phone')} />
    </ToolCard>
  );
}
