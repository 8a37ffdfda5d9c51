import { useQuery } from '@tanstack/react-query';
import { operationsCalls } from '@ug99/contract';
import { Link } from 'react-router';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { formatBaht, formatCount, formatDateTime, formatDay } from '#bo/shared/format.ts';
import { Alert, Card, Loading, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { WholeTable } from '#bo/shared/data-table.tsx';
import { tv } from '#bo/features/value-controls/th.ts';
import { useValueCreatedColumns } from '#bo/features/value-controls/value-created-page.tsx';
import { fetchDashboard } from './api.ts';
import { BarChart, LineChart, type Series } from './charts.tsx';

const t = th.dashboard;

type Day = Awaited<ReturnType<typeof fetchDashboard>>['series'][number];
type DayFigure = 'deposits' | 'withdrawals' | 'turnover' | 'ggr';

/** A chart's lines or bars: each a figure of the 30 days, its name and its colour. */
type Figures = [DayFigure, string, string][];
const seriesOf = (days: Day[], figures: Figures): Series[] =>
  figures.map(([figure, label, className]) => ({ label, className, values: days.map((day) => day[figure]) }));

/** The 30 days' charts: money in and out as bars, play and revenue as lines. */
const CHARTS: { Chart: typeof BarChart; title: string; figures: Figures }[] = [
  {
    Chart: BarChart,
    title: t.chartDepositsWithdrawals,
    figures: [
      ['deposits', t.deposits, 'fill-sky-600 text-sky-600'],
      ['withdrawals', t.withdrawals, 'fill-amber-500 text-amber-500'],
    ],
  },
  {
    Chart: LineChart,
    title: t.chartTurnoverGgr,
    figures: [
      ['turnover', t.turnover, 'fill-indigo-600 text-indigo-600'],
      ['ggr', t.ggr, 'fill-emerald-600 text-emerald-600'],
    ],
  },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-bold text-slate-600">{label}</p>
      <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}

/** Today's figures, the queues, the ledger's reconciliation and 30 days of charts (docs/BACKOFFICE.md#dashboard). */
export function DashboardPage() {
  const dashboard = useQuery({
    queryKey: ['backoffice', 'dashboard'],
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: 60_000,
  });
  const canSeeQueues = useCan(operationsCalls.withdrawals);
  const valueColumns = useValueCreatedColumns();
  if (dashboard.isPending) return <Loading />;
  if (dashboard.isError) return <Alert>{errorMessage(dashboard.error)}</Alert>;
  const d = dashboard.data;
  const dates = d.series.map((day) => day.date);
  return (
    <>
      <PageHeader title={t.title}>
        <span className="text-sm text-slate-600">{t.today(formatDay(d.date))}</span>
      </PageHeader>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Figure label={t.deposits} value={formatBaht(d.today.deposits)} />
        <Figure label={t.withdrawals} value={formatBaht(d.today.withdrawals)} />
        <Figure label={t.turnover} value={formatBaht(d.today.turnover)} />
        <Figure label={t.ggr} value={formatBaht(d.today.ggr)} />
        <Figure label={t.newMembers} value={t.persons(formatCount(d.today.new_members))} />
        <Figure label={t.activePlayers} value={t.persons(formatCount(d.today.active_players))} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Card title={t.queues}>
          <ul className="flex flex-col gap-2 text-sm">
            {[
              { label: t.pendingWithdrawals, count: d.queues.withdrawals, to: '/queues' },
              { label: t.pendingFlagged, count: d.queues.flagged, to: '/queues?tab=flagged' },
            ].map((q) => (
              <li key={q.to} className="flex items-center justify-between gap-2">
                {canSeeQueues ? (
                  <Link to={q.to} className="text-sky-700 underline">
                    {q.label}
                  </Link>
                ) : (
                  <span>{q.label}</span>
                )}
                <span className="font-bold tabular-nums">{t.items(formatCount(q.count))}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700" data-testid="payout-minutes">
            {d.payout_minutes.median === null || d.payout_minutes.p95 === null
              ? t.payoutNone
              : t.payoutTimes(
                  d.payout_minutes.median,
                  d.payout_minutes.p95,
                  formatCount(d.payout_minutes.paid),
                )}
          </p>
        </Card>
        <Card title={t.reconciliation}>
          {d.reconciliation.balanced ? (
            <p className="font-bold text-emerald-700">{t.balanced}</p>
          ) : (
            <>
              <p className="font-bold text-rose-700">{t.unbalanced}</p>
              <ul className="mt-2 list-disc pl-5 text-sm text-rose-800">
                {d.reconciliation.violations.map((v) => (
                  <li key={v}>{v}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2 text-xs text-slate-600">
            {t.checkedAt(formatDateTime(d.reconciliation.checked_at))}
          </p>
        </Card>
      </div>
      <Card title={t.byCategory} className="mt-4">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t.byCategory}</caption>
            <thead className="text-left text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t.category}
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  {t.turnover}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t.ggr}
                </th>
              </tr>
            </thead>
            <tbody>
              {d.today.by_category.map((c) => (
                <tr key={c.category} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {t.categories[c.category] ?? c.category}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatBaht(c.turnover)}</td>
                  <td className="py-1 text-right tabular-nums">{formatBaht(c.ggr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        {CHARTS.map(({ Chart, title, figures }) => (
          <Card key={title}>
            <Chart title={title} dates={dates} series={seriesOf(d.series, figures)} />
          </Card>
        ))}
      </div>
      <Card title={tv.dashboardTitle} className="mt-4">
        {d.value_created.length === 0 ? (
          <p className="text-sm text-slate-600">{tv.empty}</p>
        ) : (
          <WholeTable
            caption={tv.dashboardTitle}
            columns={valueColumns}
            rows={d.value_created}
            getRowId={(r) => `${r.day}:${r.operator}`}
          />
        )}
      </Card>
    </>
  );
}
