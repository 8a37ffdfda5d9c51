import { categoriesWithRates } from '../rounds/operator-reads.ts';
import type { LottoOperatorContext } from './context.ts';
import { categoryView } from './views.ts';

/** The agent's lotto categories with their rate rows. */
export async function listCategories(ctx: LottoOperatorContext) {
  const cats = await categoriesWithRates(ctx.db, await ctx.agentId());
  return { items: cats.map(categoryView) };
}
