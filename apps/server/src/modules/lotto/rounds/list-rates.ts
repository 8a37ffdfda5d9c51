import type { lottoCategoryRates } from '@ug99/contract';
import type { z } from 'zod';
import { roundOrFail, siteAgentId } from './round-deps.ts';
import type { RoundDeps } from './round-deps.ts';
import { activeCategories, categoryRates } from './queries.ts';
import { categoryView, ratesOf } from './round-views.ts';

/** The rates of the round's category. */
export async function roundRates(deps: RoundDeps, roundId: number) {
  const { category } = await roundOrFail(deps, roundId);
  return ratesOf(category, await categoryRates(deps.db, [category.id]));
}

/** The rates of the agent's active categories, or of one. */
export async function agentRates(
  deps: RoundDeps,
  query: {
    category_id?: number | undefined;
    agent_id?: number | undefined;
  },
): Promise<z.infer<typeof lottoCategoryRates>[]> {
  const categories = await activeCategories(
    deps.db,
    await siteAgentId(deps, query.agent_id),
    query.category_id,
  );
  const rates = await categoryRates(
    deps.db,
    categories.map((c) => c.id),
  );
  return categories.map((c) => ({ category: categoryView(c), rates: ratesOf(c, rates) }));
}
