/** Options and figures of `npm run bench:yeekee` (yeekee.bench.ts): pure, so they are unit-tested. */

export type YeekeeBenchOptions = {
  clients: number;
  seconds: number;
  instances: number;
  shooters: number;
  /** Worker threads holding the feed clients (the shooters keep the main thread to themselves). */
  clientThreads: number;
  json: boolean;
};

const LIMITS = {
  clients: [1, 100_000],
  seconds: [1, 600],
  instances: [1, 8],
  shooters: [1, 10_000],
  'client-threads': [1, 16],
} as const;

/**
 * `--clients N --seconds S --instances K --shooters M --client-threads T --json`; a bad value throws
 * with its flag's name.
 */
export function parseBenchOptions(argv: string[]): YeekeeBenchOptions {
  const options: YeekeeBenchOptions = {
    clients: 10_000,
    seconds: 20,
    instances: 1,
    shooters: 200,
    clientThreads: 2,
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--json') {
      options.json = true;
      continue;
    }
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !(name in LIMITS)) throw new Error(`unknown option ${flag}`);
    const key = name as keyof typeof LIMITS;
    const value = Number(argv[++i]);
    const [min, max] = LIMITS[key];
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new Error(`--${key} must be a whole number from ${min} to ${max}`);
    }
    if (key === 'client-threads') options.clientThreads = value;
    else options[key] = value;
  }
  return options;
}

/**
 * Delays in whole milliseconds, counted in buckets so ten thousand clients times hundreds of shots need
 * no sorting; the last bucket holds everything at or above it.
 */
export class DelayHistogram {
  private readonly buckets: Uint32Array;
  count = 0;
  max = 0;

  constructor(private readonly limitMs = 120_000) {
    this.buckets = new Uint32Array(limitMs + 1);
  }

  /** A delivery that beat the shooter's answer counts as 0 ms (it cannot be late). */
  add(delayMs: number): void {
    const ms = Math.min(this.limitMs, Math.max(0, Math.ceil(delayMs)));
    this.buckets[ms]! += 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }

  /** The smallest delay at or below which `fraction` of the deliveries fall (nearest rank). */
  percentile(fraction: number): number {
    if (this.count === 0) return 0;
    const rank = Math.max(1, Math.ceil(fraction * this.count));
    let seen = 0;
    for (let ms = 0; ms <= this.max; ms++) {
      seen += this.buckets[ms]!;
      if (seen >= rank) return ms;
    }
    return this.max;
  }
}
