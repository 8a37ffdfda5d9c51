import type { PollConfig, PollStats, PollWinners } from '@ug99/contract';
import { publicCallData } from '#shared/public-calls.ts';
import { drawWinners, pollSeedHash, winningChoice } from './draw.ts';

/**
 * `npm run poll:verify` (docs/rules/polls.md#checking-a-draw): recomputes a drawn poll's winners from its
 * public calls only (config, stats, winners), as anyone outside the site can, and lists every check.
 */

export type PollVerifyReport = {
  pollId: number;
  winningChoiceId: number | null;
  recomputed: { rank: number; vote_id: number; member: string }[];
  checks: { what: string; ok: boolean; detail: string }[];
  agrees: boolean;
};

export async function verifyPoll(baseUrl: string, pollId: number): Promise<PollVerifyReport> {
  const base = baseUrl.replace(/\/+$/, '');
  const query = `poll_id=${pollId}&agent_id=1`;
  const config = await publicCallData<PollConfig>(`${base}/api/poll/config?${query}`);
  const stats = await publicCallData<PollStats>(`${base}/api/poll/stats?${query}`);
  const published = await publicCallData<PollWinners>(`${base}/api/poll/winners?${query}`);
  return checkDraw(pollId, config, stats, published);
}

/** The checks themselves, on data already fetched (the tests feed it directly). */
export function checkDraw(
  pollId: number,
  config: PollConfig,
  stats: PollStats,
  published: PollWinners,
): PollVerifyReport {
  const checks: PollVerifyReport['checks'] = [];
  const check = (what: string, ok: boolean, detail: string) => checks.push({ what, ok, detail });

  check(
    'seed hash published at opening matches the winners call',
    config.seed_hash === published.seed_hash,
    config.seed_hash,
  );
  const hash = pollSeedHash(published.seed);
  check(
    'SHA-256 of the revealed seed is the published hash',
    hash === config.seed_hash,
    `sha256(${published.seed}) = ${hash}`,
  );
  const choice = winningChoice(stats.choices);
  check(
    'winning choice is the most voted (ties: smallest choice_id)',
    choice === published.winning_choice_id,
    `choice ${choice ?? 'none'}`,
  );
  const ids = published.tickets.map((t) => t.vote_id);
  const ascending = ids.every((id, i) => i === 0 || id > ids[i - 1]!);
  check('tickets listed by ascending vote id, each once', ascending, `${ids.length} tickets`);
  const winnerVotes = choice === null ? 0 : (stats.choices.find((c) => c.choice_id === choice)?.votes ?? 0);
  check(
    'no more tickets than votes on the winning choice',
    ids.length <= winnerVotes,
    `${ids.length} ≤ ${winnerVotes}`,
  );
  const recomputed = drawWinners(published.seed, published.tickets, config.winner_count).map((t, i) => ({
    rank: i + 1,
    vote_id: t.vote_id,
    member: t.member,
  }));
  const same =
    recomputed.length === published.winners.length &&
    recomputed.every(
      (w, i) => w.vote_id === published.winners[i]!.vote_id && w.rank === published.winners[i]!.rank,
    );
  check(
    'winners recomputed from seed and tickets equal the published winners',
    same,
    recomputed.map((w) => w.vote_id).join(', ') || 'none',
  );
  return { pollId, winningChoiceId: choice, recomputed, checks, agrees: checks.every((c) => c.ok) };
}

export function describePollReport(r: PollVerifyReport): string[] {
  const lines = [`poll #${r.pollId}: winning choice ${r.winningChoiceId ?? 'none'}`];
  for (const c of r.checks) lines.push(`${c.ok ? 'OK  ' : 'FAIL'} ${c.what}: ${c.detail}`);
  for (const w of r.recomputed) lines.push(`  #${w.rank} vote ${w.vote_id} ${w.member}`);
  lines.push(
    r.agrees ? 'the published draw agrees with the recomputation' : 'the published draw does NOT agree',
  );
  return lines;
}
