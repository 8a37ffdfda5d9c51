/**
 * `npm run provider:rtp`: plays every game at least 10^6 times through the same outcome functions the
 * provider pays from (not over HTTP) and compares the measured return to player with the configured
 * one. ROUNDS (default 10^6) scales the rounds; the slot, whose results spread widest (about 3.4
 * stakes per spin), plays eight times as many and baccarat and fishing twice, so that chance alone
 * stays near 0.1 pp and the ±0.5 pp verdict is about the game rather than luck.
 * The work is split over child processes, one per CPU. `--game slot|baccarat|fishing|football`
 * (repeatable) plays only those games, e.g. after changing one of them.
 */
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { newServerSeed } from '../src/fair/rng.ts';
import { BACCARAT_BETS, BACCARAT_RTP } from '../src/games/baccarat.ts';
import { fishingRtp } from '../src/games/fishing.ts';
import { footballExpectedRtp } from '../src/games/football.ts';
import { exactSlotRtp } from '../src/games/slot-rtp.ts';
import type { Slice, SliceResult } from './simulate-rtp-worker.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 1_000_000);
const SLICE = 100_000;
const TOLERANCE_PP = 0.5;

const GAMES = ['slot', 'baccarat', 'fishing', 'football'] as const satisfies readonly Slice['game'][];
const { values } = parseArgs({ options: { game: { type: 'string', multiple: true } } });
const chosen = values.game ?? [...GAMES];
const unknown = chosen.filter((g) => !(GAMES as readonly string[]).includes(g));
if (unknown.length > 0) {
  console.error(
    `unknown game ${unknown.join(', ')}; usage: npm run provider:rtp -- [--game ${GAMES.join('|')}]...`,
  );
  process.exit(2);
}
const plays = (game: Slice['game']) => chosen.includes(game);

const plan = (
  [
    { game: 'slot', rounds: ROUNDS * 8 },
    { game: 'baccarat', rounds: ROUNDS * 2 },
    { game: 'fishing', rounds: ROUNDS * 2 },
    { game: 'football', rounds: ROUNDS },
  ] satisfies { game: Slice['game']; rounds: number }[]
).filter((p) => plays(p.game));
const configured: Record<string, number> = {
  ...(plays('slot') && { 'slot-golden-reels': exactSlotRtp().rtp }),
  ...(plays('baccarat') &&
    Object.fromEntries(BACCARAT_BETS.map((bet) => [`baccarat-classic (${bet})`, BACCARAT_RTP[bet]]))),
  ...(plays('fishing') && { 'fishing-ocean-hunter': fishingRtp() }),
  // 95% with the odds rounded to hundredths: the exact return of the odds actually paid
  ...(plays('football') && { 'football-virtual-league (1X2)': footballExpectedRtp() }),
};
const roundsOf: Record<string, number> = {};

const serverSeed = newServerSeed();
const queue: Slice[] = plan.flatMap(({ game, rounds }) =>
  Array.from({ length: Math.ceil(rounds / SLICE) }, (_, i) => ({
    game,
    from: i * SLICE,
    to: Math.min(rounds, (i + 1) * SLICE),
    serverSeed,
  })),
);
const totals: SliceResult = {};

async function work(): Promise<void> {
  // a child process rather than a worker thread: tsx's loader does not reach Node 20 worker threads
  const child = fork(new URL('./simulate-rtp-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  try {
    for (let slice = queue.shift(); slice; slice = queue.shift()) {
      const done = new Promise<SliceResult>((resolve, reject) => {
        child.once('message', (m) => resolve(m as SliceResult));
        child.once('exit', (code) => reject(new Error(`simulation process exited with ${code}`)));
      });
      child.send(slice);
      for (const [key, s] of Object.entries(await done)) {
        const t = (totals[key] ??= { returned: 0, staked: 0 });
        t.returned += s.returned;
        t.staked += s.staked;
        roundsOf[key] = (roundsOf[key] ?? 0) + (slice.to - slice.from);
      }
      child.removeAllListeners();
    }
  } finally {
    child.kill();
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: availableParallelism() }, work));
const seconds = (performance.now() - started) / 1000;

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
console.log(`| game (bet) | rounds | configured RTP | simulated RTP | difference | ±${TOLERANCE_PP} pp |`);
console.log('|---|---:|---:|---:|---:|---|');
let failed = false;
for (const [key, expected] of Object.entries(configured)) {
  const t = totals[key]!;
  const simulated = t.returned / t.staked;
  const diff = (simulated - expected) * 100;
  const ok = Math.abs(diff) <= TOLERANCE_PP;
  failed ||= !ok;
  console.log(
    `| ${key} | ${(roundsOf[key] ?? 0).toLocaleString('en-US')} | ${pct(expected)} | ${pct(simulated)} | ${diff >= 0 ? '+' : ''}${diff.toFixed(2)} pp | ${ok ? 'pass' : 'FAIL'} |`,
  );
}
console.log(`\n${availableParallelism()} processes, ${seconds.toFixed(1)} s, node ${process.version}`);
process.exitCode = failed ? 1 : 0;
