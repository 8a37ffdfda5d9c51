import type { Quest } from '@ug99/contract';
import { th } from '@/th.ts';
import { questsTh } from '../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useQuests } from '../api/get-quests.ts';
import { CheckinStrip } from '../components/checkin-strip.tsx';
import { PointsSummary } from '../components/points-summary.tsx';
import { QuestCard } from '../components/quest-card.tsx';

function QuestGroup({ title, quests, paused }: { title: string; quests: Quest[]; paused: boolean }) {
  if (quests.length === 0) return null;
  return (
    <Card title={title}>
      <ul className="space-y-3">
        {quests.map((q) => (
          <QuestCard key={q.id} quest={q} paused={paused} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * /member/creditfree: the check-in strip, today's and this week's quests with progress and claim
 * buttons, and the points balance with its history (docs/ENGAGEMENT.md#quests-and-check-in).
 */
export function Component() {
  const { data, isPending, isError } = useQuests();
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-white">{questsTh.heading}</h1>
        <p className="text-base text-muted">{questsTh.intro}</p>
      </div>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError || !data ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-400/60 px-4 py-6 text-center text-base text-red-100"
        >
          {th.app.loadFailed}
        </p>
      ) : (
        <>
          {data.paused_until && (
            <p
              role="alert"
              className="rounded-2xl border border-gold-600/60 px-4 py-3 text-base text-gold-100"
            >
              {questsTh.paused(formatThaiDateTime(data.paused_until))}
            </p>
          )}
          <CheckinStrip checkin={data.checkin} paused={data.paused_until !== null} />
          {data.quests.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center text-base text-muted">
              {questsTh.empty}
            </p>
          ) : (
            <>
              <QuestGroup
                title={questsTh.daily}
                quests={data.quests.filter((q) => q.period === 'day')}
                paused={data.paused_until !== null}
              />
              <QuestGroup
                title={questsTh.weekly}
                quests={data.quests.filter((q) => q.period === 'week')}
                paused={data.paused_until !== null}
              />
            </>
          )}
        </>
      )}
      <PointsSummary />
    </div>
  );
}
