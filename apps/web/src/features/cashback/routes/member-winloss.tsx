import { useSearchParams } from 'react-router';
import { th } from '@/th.ts';
import { winlossTh } from '../th.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useWinloss, type WinlossRange } from '../api/get-winloss.ts';
import { RangeForm } from '../components/range-form.tsx';
import { WinlossChart } from '../components/winloss-chart.tsx';
import { WinlossTable } from '../components/winloss-table.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);

/**
 * /member/winloss: the member's own turnover, wins and net per Bangkok day and category, as a chart and
 * a table, for a range picked in Buddhist-era dates (docs/rules/cashback.md#winloss-report).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const range: WinlossRange = { from: dayParam(params.get('from')), to: dayParam(params.get('to')) };
  const { data, isPending, isError, isPlaceholderData } = useWinloss(range);
  const apply = (next: WinlossRange) => setParams({ from: next.from ?? '', to: next.to ?? '' });

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{winlossTh.heading}</h1>
        <p className="text-base text-muted">{winlossTh.intro}</p>
      </div>
      {data && (
        <RangeForm key={`${data.from}-${data.to}`} range={{ from: data.from, to: data.to }} onApply={apply} />
      )}
      <div className={isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
        {isPending ? (
          <Skeleton className="h-64" />
        ) : isError && !data ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
          >
            {th.app.loadFailed}
          </p>
        ) : data && data.days.length > 0 ? (
          <>
            <WinlossChart days={data.days} />
            <WinlossTable report={data} />
          </>
        ) : (
          <div className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center">
            <p className="text-lg font-bold text-white">{winlossTh.empty}</p>
            <p className="text-base text-muted">{winlossTh.emptyHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
