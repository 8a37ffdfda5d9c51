import { useQuery } from '@tanstack/react-query';
import { lottoCalls } from '@ug99/contract';
import type { BoCapAlert, LottoBetType } from '@ug99/contract';
import { errorMessage } from '#bo/api/client.ts';
import { useCan } from '#bo/app/session.ts';
import { formatBaht, formatDateTime } from '#bo/shared/format.ts';
import { usePageDialog } from '#bo/shared/server-list.tsx';
import { Alert, Button, Card, Loading } from '#bo/shared/ui.tsx';
import { fetchCapAlerts, LOTTO_KEY } from './api.ts';
import { RuleDialog } from './rule-dialog.tsx';
import { tl } from './th.ts';
import { useAlertEvents } from './use-alert-events.ts';

const ta = tl.alerts;

const TONE: Record<number, string> = {
  80: 'bg-amber-100 text-amber-900',
  90: 'bg-orange-200 text-orange-900',
  100: 'bg-rose-600 text-white',
};

type Acting = { alert: BoCapAlert; action: 'close' | 'rate' };

/**
 * The lotto dashboard's near-cap alerts (docs/BACKOFFICE.md#lotto): each number of a round still taking
 * bets whose stakes reached 80, 90 or 100 % of its cap, live, with what it would pay if it won; the
 * lotto role closes the number or reduces its rate from here (the numbers page's own call, audited).
 */
export function CapAlerts() {
  const live = useAlertEvents(true);
  const alerts = useQuery({
    queryKey: [...LOTTO_KEY, 'alerts'],
    queryFn: ({ signal }) => fetchCapAlerts(signal),
  });
  const canRule = useCan(lottoCalls.setNumber);
  const dialog = usePageDialog<Acting>();
  const { open: acting } = dialog;
  const items = alerts.data?.items ?? [];
  return (
    <Card title={ta.title} className="mb-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{ta.note}</p>
        <div className="flex items-center gap-2 text-sm">
          <span
            role="status"
            className={live === 'live' ? 'text-emerald-700' : 'text-slate-600'}
            aria-live="polite"
          >
            {live === 'live' ? ta.live : live === 'connecting' ? ta.connecting : ta.offline}
          </span>
          {live === 'offline' ? (
            <Button tone="secondary" onClick={() => void alerts.refetch()}>
              {ta.reload}
            </Button>
          ) : null}
        </div>
      </div>
      {dialog.notice ? <Alert tone="success">{dialog.notice}</Alert> : null}
      {alerts.isError ? <Alert>{errorMessage(alerts.error)}</Alert> : null}
      {alerts.isPending ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{ta.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={ta.title}>
          {items.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 p-3" aria-label={label(a)}>
              <div className="flex items-start justify-between gap-2">
                <div>
                  <div className="text-lg font-bold tabular-nums">
                    {tl.betTypeName(a.bet_type)} {a.number}
                  </div>
                  {/* A round's title starts with its category's name (docs/LOTTO.md). */}
                  <div className="text-xs text-slate-600">{a.round_title}</div>
                </div>
                <span
                  className={`shrink-0 whitespace-nowrap rounded-full px-2 py-1 text-xs font-bold ${TONE[a.threshold] ?? ''}`}
                >
                  {ta.reached(a.threshold)}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{ta.staked}</dt>
                <dd className="text-right tabular-nums">{formatBaht(a.staked)}</dd>
                <dt className="text-slate-600">{ta.cap}</dt>
                <dd className="text-right tabular-nums">{formatBaht(a.cap)}</dd>
                <dt className="text-slate-600">{ta.exposure}</dt>
                <dd className="text-right font-bold tabular-nums text-rose-700">{formatBaht(a.exposure)}</dd>
                <dt className="text-slate-600">{ta.rate}</dt>
                <dd className="text-right">{rateText(a)}</dd>
                <dt className="text-slate-600">{ta.at}</dt>
                <dd className="text-right">{formatDateTime(a.alerted_at)}</dd>
              </dl>
              {canRule && !a.closed ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button tone="danger" onClick={() => dialog.show({ alert: a, action: 'close' })}>
                    {tl.closeNumber}
                  </Button>
                  <Button tone="secondary" onClick={() => dialog.show({ alert: a, action: 'rate' })}>
                    {tl.reduceRate}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {acting ? (
        <RuleDialog
          roundId={acting.alert.round_id}
          betType={acting.alert.bet_type as LottoBetType}
          number={acting.alert.number}
          action={acting.action}
          onClose={dialog.close}
        />
      ) : null}
    </Card>
  );
}

const label = (a: BoCapAlert) => `${tl.betTypeName(a.bet_type)} ${a.number} ${ta.reached(a.threshold)}`;

function rateText(a: BoCapAlert): string {
  if (a.closed) return ta.closed;
  if (a.rate !== null) return ta.ownRate(a.rate.toFixed(2));
  return a.category_rate === null ? tl.na : a.category_rate.toFixed(2);
}
