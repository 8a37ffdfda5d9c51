import { YEEKEE_MIN_SHOTS } from '@ug99/contract';
import { publicCallData } from '#shared/public-calls.ts';
import { yeekeeResult, yeekeeSum } from './result.ts';
import type { YeekeeResult } from './result.ts';

/**
 * `npm run yeekee:verify` (docs/YEEKEE.md#checking-a-round): recomputes a closed round's result from its
 * public shot list, as anyone outside the site can, and compares it with what the site published and
 * with the result the round was settled on. Reads only public calls; needs nothing from the server's code
 * but the rule (result.ts) and the public-call reader it shares with poll:verify (shared/public-calls.ts).
 */

type ListShot = { seq: number; number: string; member: string; at: string };
type FullList = {
  round_id: number;
  status: string;
  shots: ListShot[];
  sum: number;
  count: number;
  result: { number: string; subtracted_seq: number; top3: string; bottom2: string } | null;
};
type RoundResult = { status: string; result: { top3: string; bottom2: string } | null };

export type YeekeeVerifyReport = {
  roundId: number;
  status: string;
  count: number;
  sum: string;
  result: YeekeeResult | null;
  /** Every check and whether it held; the round agrees when all hold. */
  checks: { what: string; ok: boolean; detail: string }[];
  agrees: boolean;
};

export async function verifyYeekeeRound(baseUrl: string, roundId: number): Promise<YeekeeVerifyReport> {
  const base = baseUrl.replace(/\/+$/, '');
  const list = await publicCallData<FullList>(`${base}/api/lotto/yeekee/lists?round_id=${roundId}`);
  const stored = await publicCallData<RoundResult>(`${base}/api/lotto/result?round_id=${roundId}`);
  const numbers = list.shots.map((s) => s.number);
  const sum = yeekeeSum(numbers);
  const result = yeekeeResult(numbers);
  const checks: YeekeeVerifyReport['checks'] = [];
  const check = (what: string, ok: boolean, detail: string) => checks.push({ what, ok, detail });

  // The order is the site's receive order: seq 1..n with no gap or repeat.
  const gapless = list.shots.every((s, i) => s.seq === i + 1);
  check(
    'shots numbered 1..n in order',
    gapless && list.count === list.shots.length,
    `${list.shots.length} shots`,
  );
  check('published sum', BigInt(list.sum) === sum, `published ${list.sum}, recomputed ${sum}`);
  const published = list.result;
  check(
    'published result',
    result === null
      ? published === null
      : published !== null &&
          published.number === result.number &&
          published.subtracted_seq === result.subtractedSeq &&
          published.top3 === result.top3 &&
          published.bottom2 === result.bottom2,
    `published ${published?.number ?? 'none'}, recomputed ${result?.number ?? 'none'}`,
  );
  // The result the round was settled on (what bills were paid against).
  const settled = stored.result;
  check(
    'settled result',
    result === null
      ? settled === null && stored.status === 'voided'
      : settled !== null && settled.top3 === result.top3 && settled.bottom2 === result.bottom2,
    settled
      ? `round ${stored.status} on top3 ${settled.top3}, bottom2 ${settled.bottom2}`
      : `round ${stored.status} without a result`,
  );
  return {
    roundId,
    status: stored.status,
    count: list.shots.length,
    sum: sum.toString(),
    result,
    checks,
    agrees: checks.every((c) => c.ok),
  };
}

/** The arithmetic as a person checks it by hand. */
export function describeReport(report: YeekeeVerifyReport): string[] {
  const lines = [`yeekee round #${report.roundId} (${report.status}): ${report.count} shots`];
  lines.push(`sum S of every shot = ${report.sum}`);
  const r = report.result;
  if (r) {
    lines.push(`shot 16th from the last: #${r.subtractedSeq} = ${r.subtractedNumber}`);
    const diff = BigInt(report.sum) - BigInt(r.subtractedNumber);
    lines.push(`R = (${report.sum} − ${r.subtractedNumber}) mod 100000 = ${diff} mod 100000 = ${r.number}`);
    lines.push(`top3 ${r.top3} (2 top ${r.top3.slice(1)}), bottom2 ${r.bottom2}`);
  } else {
    lines.push(
      `fewer than ${YEEKEE_MIN_SHOTS} shots: no result, the round is voided and every bill refunded`,
    );
  }
  for (const c of report.checks) lines.push(`${c.ok ? 'ok      ' : 'MISMATCH'} ${c.what}: ${c.detail}`);
  lines.push(report.agrees ? 'the result agrees with the shots' : 'the result does NOT agree with the shots');
  return lines;
}
