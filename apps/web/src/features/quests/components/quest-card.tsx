import { toast } from 'sonner';
import { isOk, type Quest } from '@ug99/contract';
import { questsTh } from '../th.ts';
import { formatNumber, formatThaiDateTime, formatTHB } from '@/shared/format/index.ts';
import { useClaimQuest } from '../api/claim-quest.ts';

const isMoney = (quest: Quest) => quest.metric === 'deposit' || quest.metric === 'turnover';
/** The period's last minute: "until 23:59" reads better than the next period's first instant. */
const lastMinuteOf = (quest: Quest) => new Date(new Date(quest.period_ends_at).getTime() - 60_000);
const shown = (quest: Quest, value: number) => (isMoney(quest) ? formatTHB(value) : formatNumber(value));

const rewardText = (quest: Quest) => {
  switch (quest.reward_kind) {
    case 'points':
      return questsTh.rewardPoints(formatNumber(quest.reward_amount));
    case 'credit':
      return questsTh.rewardCredit(formatTHB(quest.reward_amount));
    case 'spins':
      return questsTh.rewardSpins(formatNumber(quest.reward_amount));
  }
};

/** One quest: title, progress bar towards the target, reward and the claim button (docs/rules/quests.md). */
export function QuestCard({ quest, paused }: { quest: Quest; paused: boolean }) {
  const claim = useClaimQuest();
  const percent = Math.min(100, Math.floor((quest.progress / quest.target) * 100));
  const reward = rewardText(quest);
  const onClaim = async () => {
    const envelope = await claim.mutateAsync(quest.id);
    if (isOk(envelope)) toast.success(questsTh.claimedToast, { description: reward });
  };
  return (
    <li
      className="rounded-2xl border border-ink-600 bg-ink-900 p-4"
      data-state={quest.state}
      aria-label={quest.title}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold text-white">{quest.title}</h3>
          <p className="text-base text-muted">{quest.description}</p>
        </div>
        <span className="rounded-full bg-gold-500/15 px-3 py-1 text-sm font-bold text-gold-300">
          {reward}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={quest.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-gold-400 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-base text-ink-100 tabular-nums">
            {questsTh.progress(shown(quest, quest.progress), shown(quest, quest.target))}
          </p>
          <p className="text-sm text-muted">{questsTh.endsAt(formatThaiDateTime(lastMinuteOf(quest)))}</p>
        </div>
        {quest.state === 'claimable' && paused ? (
          <span className="text-sm font-bold text-muted">{questsTh.pausedShort}</span>
        ) : quest.state === 'claimable' ? (
          <button
            type="button"
            className="btn btn-gold btn-compact disabled:opacity-60"
            disabled={claim.isPending}
            onClick={() => void onClaim()}
          >
            {claim.isPending ? questsTh.claimBusy : questsTh.claim}
          </button>
        ) : (
          <span className="text-sm font-bold text-muted">
            {quest.state === 'claimed' ? questsTh.claimed : questsTh.inProgress}
          </span>
        )}
      </div>
    </li>
  );
}
