import { useMutation } from '@tanstack/react-query';
import type { ImportStatementResult } from '@ug99/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { z } from 'zod';
import { errorMessage } from '#bo/api/client.ts';
import { formatBaht, formatDateTime, formatDay } from '#bo/shared/format.ts';
import { requiredText } from '#bo/shared/form.ts';
import { Alert, Button, Card, Field, PageHeader, TextArea } from '#bo/shared/ui.tsx';
import { confirmDeposit, importStatement, payAffiliateCommission, reconcileLedger } from './api.ts';
import { reportsTh } from './th.ts';
import { ResultTable, ToolCard, useTool } from './tool-card.tsx';

const t = reportsTh.tools;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The finance tools (docs/BACKOFFICE.md#finance-tools): the finance commands of the command line as
 * screens, each through the same service on the server and audit-logged there.
 */
export function FinanceToolsPage() {
  return (
    <>
      <PageHeader title={t.title} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ConfirmDepositCard />
        <ReconcileCard />
        <ImportStatementCard />
        <CommissionCard />
      </div>
    </>
  );
}

const confirmForm = z.object({
  reference: requiredText(t.referenceRequired),
  amount: z.union([z.literal(''), z.string().trim().regex(AMOUNT, t.amountFormat)]),
});

function ConfirmDepositCard() {
  const tool = useTool(confirmForm, { reference: '', amount: '' }, ({ reference, amount }) =>
    confirmDeposit({ reference, ...(amount ? { amount } : {}) }),
  );
  const result = tool.run.data;
  return (
    <ToolCard
      tool={tool}
      title={t.confirmTitle}
      help={t.confirmHelp}
      submitLabel={t.confirmButton}
      ask={({ reference, amount }) =>
        t.confirmAsk(reference.toUpperCase(), amount ? formatBaht(Number(amount)) : t.exactAmount)
      }
      result={
        result ? (
          <Alert tone={result.outcome === 'credited' ? 'success' : 'error'}>
            {result.outcome === 'credited'
              ? t.credited(formatBaht(result.amount), result.member_phone)
              : result.outcome === 'flagged' && result.flagged
                ? t.flagged(result.flagged.id, result.flagged.detail)
                : t.alreadyPaid(result.reference)}
          </Alert>
        ) : null
      }
    >
      <Field label={t.reference} {...tool.form.text('reference')} />
      <Field label={t.amount} hint={t.amountHint} inputMode="decimal" {...tool.form.text('amount')} />
    </ToolCard>
  );
}

const statementForm = z.object({ statement: z.string().refine((v) => v.trim() !== '', t.statementRequired) });

function ImportStatementCard() {
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const tool = useTool(statementForm, { statement: '' }, ({ statement }) => importStatement(statement));
  const { set } = tool.form;
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    set('statement', await file.text());
  };
  return (
    <ToolCard
      tool={tool}
      title={t.statementTitle}
      help={t.statementHelp}
      className="lg:col-span-2"
      submitLabel={t.importButton}
      ask={({ statement }) => t.importAsk(statement.split(/\r?\n/).filter((l) => l.trim() !== '').length)}
      result={tool.run.data ? <StatementResult result={tool.run.data} /> : null}
    >
      {/* The browser's own file button speaks the browser's language ("Choose File"): it stays for the
          keyboard and screen readers but out of sight, and a Thai label opens it. */}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-label={t.statementFileLabel}
          onChange={(e) => void readFile(e)}
          className="peer sr-only"
        />
        <label
          htmlFor={fileId}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-sky-700"
        >
          {t.statementFile}
        </label>
        <span className="min-w-0 truncate text-sm text-slate-600">{fileName ?? t.noFileChosen}</span>
      </div>
      <TextArea label={t.statement} {...tool.form.area('statement')} />
    </ToolCard>
  );
}

function StatementResult({ result }: { result: ImportStatementResult }) {
  return (
    <div className="flex flex-col gap-2">
      <Alert tone="success">{t.importSummary(result)}</Alert>
      <div className="overflow-x-auto">
        <ResultTable
          caption={t.lines}
          heads={[t.lineNo, t.outcome, t.amount, t.detail]}
          rows={result.lines}
          keyOf={(l) => l.line_no}
          cells={(l) => [
            { text: l.line_no },
            { text: t.outcomes[l.outcome] ?? l.outcome },
            { text: l.amount === null ? '—' : formatBaht(l.amount) },
            {
              text: l.flagged_id !== null ? t.flaggedItem(l.flagged_id) : (l.reference ?? l.text ?? '—'),
              className: 'break-all',
            },
          ]}
        />
      </div>
    </div>
  );
}

function ReconcileCard() {
  const run = useMutation({ mutationFn: reconcileLedger });
  const result = run.data;
  return (
    <Card title={t.reconcileTitle}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t.reconcileHelp}</p>
        {run.isError ? <Alert>{errorMessage(run.error)}</Alert> : null}
        {result ? (
          <div className="flex flex-col gap-1">
            <Alert tone={result.balanced ? 'success' : 'error'}>
              {result.balanced ? t.balanced : t.unbalanced(result.violations.length)}
            </Alert>
            {result.violations.length > 0 ? (
              <ul className="list-disc pl-5 text-sm text-rose-800">
                {result.violations.map((v, i) => (
                  <li key={i}>
                    <code>{v.invariant}</code>: {v.message}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-xs text-slate-600">{t.checkedAt(formatDateTime(result.checked_at))}</p>
          </div>
        ) : null}
        <Button className="self-start" disabled={run.isPending} onClick={() => run.mutate()}>
          {t.reconcileButton}
        </Button>
      </div>
    </Card>
  );
}

const commissionForm = z.object({ date: requiredText(t.dateRequired) });

function CommissionCard() {
  const tool = useTool(commissionForm, { date: '' }, ({ date }) => payAffiliateCommission(date));
  const result = tool.run.data;
  return (
    <ToolCard
      tool={tool}
      title={t.commissionTitle}
      help={t.commissionHelp}
      className="lg:col-span-2"
      submitLabel={t.commissionButton}
      ask={({ date }) => t.commissionAsk(formatDay(date))}
      result={
        result ? (
          <div className="flex flex-col gap-2">
            <Alert tone="success">
              {result.computed
                ? t.commissionPaid(formatDay(result.date), result.members, formatBaht(result.total))
                : t.commissionBefore(
                    formatDay(result.date),
                    result.computed_by ?? '—',
                    result.computed_at ? formatDateTime(result.computed_at) : '—',
                  )}
            </Alert>
            {result.payments.length > 0 ? (
              <ResultTable
                caption={t.payments}
                heads={[t.phone, t.paidAmount]}
                rows={result.payments}
                keyOf={(p) => p.member_id}
                cells={(p) => [{ text: p.phone }, { text: formatBaht(p.amount) }]}
              />
            ) : null}
          </div>
        ) : null
      }
    >
      <Field label={t.date} type="date" {...tool.form.text('date')} />
    </ToolCard>
  );
}
