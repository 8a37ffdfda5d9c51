import { toast } from 'sonner';
import { isOk, type CheckinStatus } from '@ug99/contract';
import { questsTh } from '../th.ts';
import { Card } from '@/shared/ui/card.tsx';
import { useCheckIn } from '../api/check-in.ts';

/**
 * Days 1–7 of the check-in streak with their points; today's day is outlined until checked in
 * (docs/rules/quests.md#check-in: a missed day starts again at day 1).
 */
export function CheckinStrip({ checkin, paused }: { checkin: CheckinStatus; paused: boolean }) {
  const checkIn = useCheckIn();
  const onCheckIn = async () => {
    const envelope = await checkIn.mutateAsync();
    if (isOk(envelope)) toast.success(questsTh.checkinDone(envelope.data.streak_day, envelope.data.points));
  };
  return (
    <Card title={questsTh.checkinTitle} intro={<p>{questsTh.checkinIntro}</p>}>
      <ol className="grid grid-cols-7 gap-1.5 sm:gap-3" aria-label={questsTh.checkinTitle}>
        {checkin.days.map((d) => {
          const isToday = d.day === checkin.streak_day;
          return (
            <li
              key={d.day}
              data-done={d.done}
              aria-current={isToday ? 'step' : undefined}
              className={`flex flex-col items-center gap-1 rounded-xl border px-0.5 py-2 text-center data-[done=true]:border-gold-400 data-[done=true]:bg-gold-500/15 ${
                isToday && !d.done ? 'border-gold-300 border-dashed' : 'border-ink-600 bg-ink-900'
              }`}
            >
              <span className="text-xs text-muted sm:text-sm">{questsTh.checkinDay(d.day)}</span>
              <span className="text-base font-bold text-gold-300 tabular-nums sm:text-lg">{d.points}</span>
              <span className="sr-only">{questsTh.checkinPoints(d.points)}</span>
              <span aria-hidden="true" className="text-sm text-gold-400">
                {d.done ? '✓' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex justify-center">
        <button
          type="button"
          className="btn btn-gold w-full sm:w-auto disabled:cursor-not-allowed disabled:opacity-60"
          disabled={checkin.checked_in_today || paused || checkIn.isPending}
          onClick={() => void onCheckIn()}
        >
          {checkin.checked_in_today
            ? questsTh.checkedIn
            : paused
              ? questsTh.pausedShort
              : checkIn.isPending
                ? questsTh.checkinBusy
                : questsTh.checkin}
        </button>
      </div>
    </Card>
  );
}
