import type { BoQuestQuery } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { pageView } from '#shared/paging.ts';
import { listQuests } from './manage.ts';
import { questView } from './quest-view.ts';

/** A page of the agent's quests for the back office's engagement screen, switched-off ones as asked. */
export async function questPage(db: Db, agentId: number, q: BoQuestQuery) {
  const found = await listQuests(db, agentId, {
    page: q.page,
    pageSize: q.page_size,
    active: q.active === 'all' ? undefined : q.active === 'active',
  });
  return pageView(q, found, questView);
}
