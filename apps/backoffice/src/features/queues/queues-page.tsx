import { useSearchParams } from 'react-router';
import { PageHeader, Tabs } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { FlaggedQueue } from './flagged-queue.tsx';
import { useQueueEvents, type LiveState } from './use-queue-events.ts';
import { WithdrawalsQueue } from './withdrawals-queue.tsx';

type Tab = 'withdrawals' | 'flagged';
const TABS = [
  { value: 'withdrawals', label: th.queues.withdrawals },
  { value: 'flagged', label: th.queues.flagged },
] as const;

/** The finance queues (docs/BACKOFFICE.md#queues): pending withdrawals and flagged deposits, live. */
export function QueuesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'flagged' ? 'flagged' : 'withdrawals';
  const live = useQueueEvents();
  return (
    <>
      <PageHeader title={th.queues.title}>
        <LiveBadge state={live} />
      </PageHeader>
      <Tabs label={th.queues.tabs} value={tab} options={TABS} onChange={(t) => setParams({ tab: t })} />
      {tab === 'withdrawals' ? <WithdrawalsQueue /> : <FlaggedQueue />}
    </>
  );
}

function LiveBadge({ state }: { state: LiveState }) {
  const dot = state === 'live' ? 'bg-emerald-500' : state === 'connecting' ? 'bg-amber-400' : 'bg-slate-400';
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-600">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${dot}`} />
      {th.queues.live[state]}
    </span>
  );
}
