import { categoriesWithRates } from '#lotto';
import type { LottoDeps } from './lotto-deps.ts';
import { categoryView } from './views.ts';

/** The agent's lotto categories with their rate rows. */
export async function listCategories({ ctx }: LottoDeps) {
  const cats = await categoriesWithRates(ctx.db, await ctx.agentId());
  return { items: cats.map(categoryView) };
}
