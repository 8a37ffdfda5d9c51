/**
 * `npm run provider:rtp`: plays every game at least 10^6 times through the same outcome functions the
 * provider pays from (not over HTTP) and compares the measured return to player with the configured
 * one (src/games/rtp.ts, exact wherever the model allows). ROUNDS (default 10^6) scales the rounds;
 * games whose results spread widest play more (WEIGHT), so that chance alone stays near 0.1–0.2 pp and
 * the ±0.5 pp verdict is about the game rather than luck. The work is split over child processes,
 * one per CPU. `--game <id>` (repeatable; also slot|baccarat|fishing|football) plays only those games.
 */
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import { newServerSeed } from '../src/fair/rng.ts';
import { GAME_IDS, isGameId } from '../src/games/index.ts';
import type { GameId } from '../src/games/index.ts';
import { gameRtp } from '../src/games/rtp.ts';
import type { Slice, SliceResult } from './simulate-rtp-worker.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 1_000_000);
const SLICE = 100_000;
const TOLERANCE_PP = 0.5;

/** The first four games' short names, kept for the command lines in docs and habits. */
const SHORT_NAMES: Record<string, GameId> = {
  slot: 'slot-golden-reels',
  baccarat: 'baccarat-classic',
  fishing: 'fishing-ocean-hunter',
  football: 'football-virtual-league',
};

/**
 * Rounds per game, in multiples of ROUNDS, so that each measured bet's noise stays near 0.1–0.2 pp:
 * the slots spread widest (Golden Reels about 3.4 stakes per spin, the Temple more), the long-shot
 * bets next (any triple at 30:1, about 5 stakes per round; dragon tiger's tie at 11:1), then fishing.
 */
const WEIGHT: Record<GameId, number> = {
  'slot-golden-reels': 8,
  'slot-fruit-fiesta': 4,
  'slot-temple-elephant': 16,
  'baccarat-classic': 2,
  'dragon-tiger-classic': 4,
  'sicbo-classic': 16,
  'fishing-ocean-hunter': 2,
  'fishing-dragon-reef': 8,
  'football-virtual-league': 1,
  'racing-virtual-derby': 1,
};

const { values } = parseArgs({ options: { game: { type: 'string', multiple: true } } });
const chosen = (values.game ?? [...GAME_IDS]).map((g) => SHORT_NAMES[g] ?? g);
const unknown = chosen.filter((g) => !isGameId(g));
if (unknown.length > 0) {
  console.error(
    `unknown game ${unknown.join(', ')}; usage: npm run provider:rtp -- [--game ${[...Object.keys(SHORT_NAMES), ...GAME_IDS].join('|')}]...`,
  );
  process.exit(2);
}
const plan = GAME_IDS.filter((g) => chosen.includes(g)).map((game) => ({
  game,
  rounds: ROUNDS * WEIGHT[game],
}));

/** The configured RTP of each measured key, from the same table the pages show (src/games/rtp.ts). */
const KEY_OF: Record<GameId, (bet: string | undefined) => string> = {
  'slot-golden-reels': () => 'slot-golden-reels',
  'slot-fruit-fiesta': () => 'slot-fruit-fiesta',
  'slot-temple-elephant': () => 'slot-temple-elephant',
  'baccarat-classic': (bet) => `baccarat-classic (${bet})`,
  'dragon-tiger-classic': (bet) => `dragon-tiger-classic (${bet})`,
  'sicbo-classic': (bet) => `sicbo-classic (${bet})`,
  'fishing-ocean-hunter': () => 'fishing-ocean-hunter',
  'fishing-dragon-reef': () => 'fishing-dragon-reef',
  // 95% with the odds rounded to hundredths: the exact return of the odds actually paid
  'football-virtual-league': () => 'football-virtual-league (1X2)',
  'racing-virtual-derby': () => 'racing-virtual-derby (win)',
};
const configured: Record<string, number> = Object.fromEntries(
  plan.flatMap(({ game }) => gameRtp(game).map((row) => [KEY_OF[game](row.bet), row.rtp])),
);

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
