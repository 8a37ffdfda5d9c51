import { useSearchParams } from 'react-router';
import type { WheelTab } from '@ug99/contract';
import { th } from '@/th.ts';
import { wheelTh } from '../th.ts';
import { useWheelFairness } from '../api/fairness.ts';
import { useWheelConfig } from '../api/get-config.ts';
import { WheelBoardCard } from '../components/board.tsx';
import { FairnessPanel } from '../components/fairness-panel.tsx';
import { PendingPrizes } from '../components/pending-prizes.tsx';
import { SegmentList } from '../components/segment-list.tsx';
import { SpinPanel } from '../components/spin-panel.tsx';

const TABS: { tab: WheelTab; label: string }[] = [
  { tab: 1, label: wheelTh.tabFree },
  { tab: 2, label: wheelTh.tabPoints },
];

/** /member/wheel: tab 1 the free-spin wheel, tab 2 (`?tab=2`) the points wheel (spec §9). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab: WheelTab = params.get('tab') === '2' ? 2 : 1;
  const { data, isError } = useWheelConfig(tab);
  const { data: fairness } = useWheelFairness();
  const committed = fairness?.wheels.find((w) => w.wheel_id === data?.wheel_id)?.segments;

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{wheelTh.heading}</h1>
        <p className="text-base text-muted">{wheelTh.intro}</p>
      </div>
      <div role="tablist" aria-label={wheelTh.heading} className="grid grid-cols-2 gap-2">
        {TABS.map((t) => (
          <button
            key={t.tab}
            type="button"
            role="tab"
            aria-selected={tab === t.tab}
            className={`btn ${tab === t.tab ? 'btn-gold' : 'border border-ink-500 bg-ink-800 text-white'}`}
            onClick={() => setParams(t.tab === 2 ? { tab: '2' } : {})}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {data ? (
          <div className="space-y-5">
            <SpinPanel key={tab} config={data} />
            <PendingPrizes pending={data.pending_spins} />
            <SegmentList
              segments={data.segments}
              committed={committed && new Map(committed.map((s) => [s.segment_id, s.weight]))}
            />
          </div>
        ) : isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
          >
            {th.app.loadFailed}
          </p>
        ) : (
          <div className="mx-auto aspect-square w-full max-w-[360px] animate-pulse rounded-full bg-ink-700" />
        )}
      </div>
      <FairnessPanel />
      <WheelBoardCard />
    </div>
  );
}
