import { randomInt } from 'node:crypto';
import { YEEKEE_SHOT_MIN_INTERVAL_SECONDS } from '@ug99/contract';
import { epochMs } from './yeekee-feed-shared.ts';

/**
 * The shooters of `npm run bench:yeekee`: members registered through the API, each shooting through
 * POST /api/lotto/yeekee/shoot_number as often as the per-member limit allows.
 */

const REGISTER_AT_ONCE = 8;
/** A shot goes this long after the member's previous answer plus the limit, so none is refused for a few ms. */
const LIMIT_MARGIN_MS = 50;

type Envelope = { error: number; message: string; data: unknown };

async function post(url: string, body: object, token?: string): Promise<Envelope> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return { error: -res.status, message: `HTTP ${res.status}: ${text.slice(0, 200)}`, data: null };
  }
}

/** Registers `count` members (unique phones and bank accounts for this run); returns their tokens. */
export async function registerShooters(serverUrl: string, count: number): Promise<string[]> {
  const run = String(randomInt(0, 10_000)).padStart(4, '0');
  const tokens: string[] = [];
  for (let start = 0; start < count; start += REGISTER_AT_ONCE) {
    const batch = Array.from({ length: Math.min(REGISTER_AT_ONCE, count - start) }, (_, k) => start + k);
    const answers = await Promise.all(
      batch.map((i) => {
        const n = String(i).padStart(4, '0');
        return post(`${serverUrl}/api/register`, {
          phone: `09${run}${n}`,
          password: `Tamarind-${n}-Kite`,
          first_name: 'สมชาย',
          last_name: 'ใจดี',
          bank_code: 'KBANK',
          bank_account_no: `74${run}${n}`,
          birth_date: '1995-05-15',
          agent_code: 'ug99',
        });
      }),
    );
    for (const answer of answers) {
      if (answer.error !== 0) throw new Error(`register refused: ${answer.error} ${answer.message}`);
      tokens.push((answer.data as { access_token: string }).access_token);
    }
  }
  return tokens;
}

export type Acceptance = {
  seq: number;
  /** Epoch ms (epochMs, the clock of the feed clients) when the shooter read the answer. */
  answeredAt: number;
  /** The shot's `at`, as epoch milliseconds. */
  at: number;
};

export type ShootingReport = {
  accepted: Acceptance[];
  /** Refusals by `error` code, with one message each. */
  refused: Map<number, { count: number; message: string }>;
  seconds: number;
};

/**
 * Every member shoots from a staggered start until `seconds` have passed, one shot every 5 s (the
 * limit) plus a small margin; member i goes to server i mod K, so the feed must carry shots taken on
 * the other instance.
 */
export async function shoot(
  serverUrls: string[],
  roundId: number,
  tokens: string[],
  seconds: number,
): Promise<ShootingReport> {
  const intervalMs = YEEKEE_SHOT_MIN_INTERVAL_SECONDS * 1000 + LIMIT_MARGIN_MS;
  const report: ShootingReport = { accepted: [], refused: new Map(), seconds: 0 };
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const member = async (i: number) => {
    const url = `${serverUrls[i % serverUrls.length]}/api/lotto/yeekee/shoot_number`;
    let next = begin + (i * intervalMs) / tokens.length;
    while (next < deadline) {
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      const number = String(randomInt(0, 100_000)).padStart(5, '0');
      const answer = await post(url, { round_id: roundId, number }, tokens[i]);
      const answeredAt = epochMs();
      if (answer.error === 0) {
        const shot = answer.data as { seq: number; at: string };
        report.accepted.push({ seq: shot.seq, answeredAt, at: Date.parse(shot.at) });
      } else {
        const seen = report.refused.get(answer.error) ?? { count: 0, message: answer.message };
        seen.count += 1;
        report.refused.set(answer.error, seen);
      }
      next = performance.now() + intervalMs;
    }
  };
  await Promise.all(tokens.map((_, i) => member(i)));
  report.seconds = (performance.now() - begin) / 1000;
  return report;
}
