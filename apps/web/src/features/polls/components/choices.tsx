import { toast } from 'sonner';
import { isOk, type PollConfig, type PollStats } from '@ug99/contract';
import { pollsTh } from '../th.ts';
import { newRequestId } from '@/shared/api/index.ts';
import { formatNumber } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { useVote } from '../api/polls.ts';

/** Each choice with its votes and share; a vote button while the poll is open and the member has votes left. */
export function PollChoices({
  config,
  stats,
  canVote,
}: {
  config: PollConfig;
  stats: PollStats | undefined;
  canVote: boolean;
}) {
  const vote = useVote(config.poll_id);
  const votesOf = (id: number) => stats?.choices.find((c) => c.choice_id === id)?.votes ?? 0;
  const total = stats?.total_votes ?? 0;
  return (
    <Card title={pollsTh.choicesTitle} intro={<p>{pollsTh.totalVotes(formatNumber(total))}</p>}>
      <ul className="space-y-3">
        {config.choices.map((c) => {
          const votes = votesOf(c.choice_id);
          const share = total > 0 ? (votes * 100) / total : 0;
          return (
            <li key={c.choice_id} className="rounded-xl bg-ink-700 p-3">
              <div className="flex items-center gap-3">
                {c.image && (
                  <img src={c.image} alt="" width={40} height={40} loading="lazy" className="size-10" />
                )}
                <span className="flex-1 text-lg font-bold text-white">{c.label}</span>
                <span className="text-base text-muted tabular-nums">
                  {pollsTh.votes(formatNumber(votes))}
                </span>
                {canVote && (
                  <button
                    type="button"
                    className="btn btn-gold"
                    disabled={vote.isPending}
                    aria-label={`${pollsTh.vote} ${c.label}`}
                    onClick={async () => {
                      // One id per tap: a network retry of this vote is the same vote.
                      const envelope = await vote.mutateAsync({
                        choiceId: c.choice_id,
                        requestId: newRequestId(),
                      });
                      if (isOk(envelope)) toast.success(pollsTh.voted(c.label));
                    }}
                  >
                    {pollsTh.vote}
                  </button>
                )}
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-ink-900" aria-hidden="true">
                <div className="h-full bg-gold-400" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
