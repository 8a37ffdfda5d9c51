import type { PollConfig } from '@ug99/contract';
import { pollsTh } from '../th.ts';
import { Card } from '@/shared/ui/card.tsx';
import { usePollWinners } from '../api/polls.ts';

/** After the draw: the winners, and the seed with its published hash so anyone can recompute them. */
export function PollWinnersCard({ config }: { config: PollConfig }) {
  const { data } = usePollWinners(config.poll_id, config.state === 'drawn');
  if (!data) return null;
  const choice = config.choices.find((c) => c.choice_id === data.winning_choice_id);
  return (
    <Card title={pollsTh.winnersTitle} intro={choice && <p>{pollsTh.winningChoice(choice.label)}</p>}>
      {data.winners.length === 0 ? (
        <p className="text-base text-muted">{pollsTh.winnersEmpty}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-6 text-base text-white">
          {data.winners.map((w) => (
            <li key={w.rank} className="tabular-nums">
              {w.member}
            </li>
          ))}
        </ol>
      )}
      <dl className="mt-4 space-y-2 text-sm break-all text-muted">
        <dt className="font-bold text-ink-100">{pollsTh.seed}</dt>
        <dd className="font-mono">{data.seed}</dd>
        <dd>{pollsTh.verifyHint(String(config.poll_id))}</dd>
      </dl>
    </Card>
  );
}
