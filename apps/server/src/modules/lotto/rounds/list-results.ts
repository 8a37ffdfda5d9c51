import { LIST_LIMIT, roundOrFail, siteAgentId } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { resultRows } from './queries.ts';
import { resultView } from './round-views.ts';

/** The round's result, or none yet. */
export async function roundResult(deps: RoundDeps, roundId: number) {
  return resultView(await roundOrFail(deps, roundId), deps.clock.now());
}

/** Entered results, newest first: of one Bangkok draw date when given, else each category's latest. */
export async function listResults(
  deps: RoundDeps,
  query: {
    date?: string | undefined;
    category_id?: number | undefined;
    agent_id?: number | undefined;
  },
) {
  const now = deps.clock.now();
  const rows = await resultRows(deps.db, {
    agentId: await siteAgentId(deps, query.agent_id),
    categoryId: query.category_id,
    drawDate: query.date,
    limit: LIST_LIMIT,
  });
  return rows.map((r) => resultView(r, now));
}
