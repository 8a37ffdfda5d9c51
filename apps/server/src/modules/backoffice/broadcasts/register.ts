import { ok } from '@ug99/contract';
import type { broadcastCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { BackofficeDeps } from '../deps.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import { createBroadcastService } from './service.ts';

/** The marketing operator's broadcast to members (docs/NOTIFICATIONS.md#the-operators-broadcast). */
export function broadcastOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof broadcastCalls> {
  const broadcasts = createBroadcastService(ctx, {
    audit: deps.audit,
    vip: deps.config.members.vip,
    siteUrl: deps.config.siteUrl,
    contentLinkHosts: deps.config.contentLinkHosts,
  });
  return {
    broadcasts: async (req) => ok(await broadcasts.list(req.query)),
    preview: async (req) => ok(await broadcasts.preview(req.body)),
    send: async (req) => ok(await broadcasts.send(actorOf(req), req.body)),
  };
}
