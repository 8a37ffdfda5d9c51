import type { Banner, EventItem, Notification } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { requireAgent } from '#shared/agents.ts';
import { listActiveBanners, listActiveEvents, listActiveNotifications } from './queries.ts';

export type ContentService = ReturnType<typeof createContentService>;

/** Operator-managed content of one agent; calls that leave the code out mean the site's own agent. */
export function createContentService(db: Db, defaultAgentCode: string) {
  return {
    async listNotifications(code: string = defaultAgentCode): Promise<Notification[]> {
      const agent = await requireAgent(db, code);
      const rows = await listActiveNotifications(db, agent.id);
      return rows.map(({ id, type, image, title, description }) => ({ id, type, image, title, description }));
    },

    async listBanners(code: string): Promise<Banner[]> {
      const agent = await requireAgent(db, code);
      const rows = await listActiveBanners(db, agent.id);
      return rows.map(({ id, image, title, link }) => ({ id, image, title, link }));
    },

    async listEvents(code: string = defaultAgentCode): Promise<EventItem[]> {
      const agent = await requireAgent(db, code);
      const rows = await listActiveEvents(db, agent.id);
      return rows.map(({ id, image, title }) => ({ id, image, title }));
    },
  };
}
