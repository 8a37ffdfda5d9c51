import type { MemberSearchQuery } from '@ug99/contract';
import type { MemberDeps } from './member-deps.ts';
import { searchMembers as findMembers } from '#members';
import { rowView } from './views.ts';

/** A page of the agent's members matching the search. */
export async function searchMembers(deps: MemberDeps, q: MemberSearchQuery) {
  const { total, rows } = await findMembers(deps.ctx.db, await deps.ctx.agentId(), q);
  return { total, page: q.page, page_size: q.page_size, items: rows.map(rowView) };
}
