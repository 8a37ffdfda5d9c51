import type { MemberSearchQuery } from '@ug99/contract';
import { searchMembers as findMembers } from '../operator-screen-queries.ts';
import type { MemberOperatorContext } from './context.ts';
import { memberRowView } from './views.ts';

/** A page of the agent's members matching the search. */
export async function searchMembers(ctx: MemberOperatorContext, q: MemberSearchQuery) {
  const { total, rows } = await findMembers(ctx.db, await ctx.agentId(), q);
  return { total, page: q.page, page_size: q.page_size, items: rows.map(memberRowView) };
}
