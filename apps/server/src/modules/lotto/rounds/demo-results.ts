import { createHash } from 'node:crypto';
import type { LottoResultNumbers } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { DAY } from '#shared/bangkok-time.ts';
import { plannedRoundRows } from './jobs.ts';
import { activeCategories, categoriesWithResults, insertRounds } from './queries.ts';
import type { CategoryRow } from './queries.ts';

/**
 * Demo results history (docs/rules/lotto.md#demo-results): so `/lotto/results` is not empty on a fresh
 * start, each category that has never had a result gets its last few draws, as its schedule lays them
 * out, as settled rounds marked `demo` and created by 'demo'. They take no bill and move no money: a
 * round is inserted already settled, so the settlement job never looks at it, and nothing else is
 * written. The numbers mean nothing: digits of a hash of the category and the close, so a fresh start on
 * a fixed clock shows the same page every time (docs/VISUAL-CHECK.md); members see "ข้อมูลตัวอย่าง"
 * beside them.
 *
 * Never in production: the caller passes whether it runs there (NODE_ENV=production) and this function
 * refuses itself rather than trust every caller to check.
 */

/** How many past draws each category gets. */
export const DEMO_DRAWS_PER_CATEGORY = 3;
/** Far enough back for three draws of the sparsest schedule (the government's 1st and 16th). */
const LOOK_BACK_DAYS = 50;
/**
 * Yeekee results are computed from the members' shots and can be re-computed by anyone on the round page
 * (docs/YEEKEE.md); a demo result without shots would fail that check, and real yeekee results arrive
 * every 15 minutes anyway.
 */
const WITHOUT_DEMO = new Set(['yeekee']);

/** 24 decimal digits of a hash of the category and the close: enough for every prize of a draw. */
function demoDigits(category: CategoryRow, closeAt: Date): string {
  const hash = createHash('sha256').update(`demo:${category.code}:${closeAt.toISOString()}`).digest();
  return Array.from(hash.subarray(0, 24), (byte) => String(byte % 10)).join('');
}

/** A result in the category's own format: the government's prizes, else a 3-digit top and a 2-digit bottom. */
function demoResult(category: CategoryRow, closeAt: Date): LottoResultNumbers {
  const d = demoDigits(category, closeAt);
  if (category.betTypes.includes('3front')) {
    const first = d.slice(0, 6);
    const two = d.slice(18, 20);
    return {
      first,
      front3: [d.slice(6, 9), d.slice(9, 12)],
      back3: [d.slice(12, 15), d.slice(15, 18)],
      two,
      top3: first.slice(3),
      bottom2: two,
    };
  }
  return { top3: d.slice(0, 3), bottom2: d.slice(3, 5) };
}

/** Inserts the demo history where a category has none; returns how many rounds were created. */
export async function ensureDemoResults(
  db: Db,
  opts: { agentId: number; now: Date; production: boolean },
): Promise<number> {
  if (opts.production) return 0;
  const categories = (await activeCategories(db, opts.agentId)).filter((c) => !WITHOUT_DEMO.has(c.code));
  const withHistory = await categoriesWithResults(
    db,
    categories.map((c) => c.id),
  );
  let created = 0;
  for (const category of categories) {
    if (withHistory.has(category.id)) continue;
    const from = new Date(opts.now.getTime() - LOOK_BACK_DAYS * DAY);
    const past = plannedRoundRows(category, from, opts.now).slice(-DEMO_DRAWS_PER_CATEGORY);
    // A round the scheduler already made at one of these closes is kept as it is (the insert skips it).
    const rows = past.map((round) => ({
      ...round,
      status: 'settled',
      result: demoResult(category, round.closeAt),
      resultedAt: round.closeAt,
      settledAt: round.closeAt,
      createdBy: 'demo',
      demo: true,
    }));
    created += (await insertRounds(db, rows)).length;
  }
  return created;
}
