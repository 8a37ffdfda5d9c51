import { ok } from '@ug99/contract';
import type { engagementCalls } from '@ug99/contract';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import type { OperationsContext } from '../operations/context.ts';
import { actorOf } from '../operations/queues/routes.ts';
import type { BackofficeDeps } from '../deps.ts';
import { createPointsScreen } from './points.ts';
import { createPollScreen } from './polls.ts';
import { createQuestScreen } from './quests.ts';
import { createShopScreen } from './shop.ts';
import { createWheelScreen } from './wheel.ts';

/**
 * The back office's engagement screens (docs/BACKOFFICE.md#engagement): quests, the wheel, the points
 * shop, polls and points adjustments. Handlers are thin: the screens' services hold the rules and call
 * the domains the operator commands use.
 */
export function engagementOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof engagementCalls> {
  const quests = createQuestScreen(ctx, deps.audit);
  const wheel = createWheelScreen(ctx, deps.audit);
  const shop = createShopScreen(ctx, deps.audit);
  const polls = createPollScreen(ctx, deps.audit);
  const points = createPointsScreen(ctx, deps.audit);
  return {
    quests: async (req) => ok(await quests.list(req.query)),
    addQuest: async (req) => ok(await quests.create(actorOf(req), req.body)),
    updateQuest: async (req) => ok(await quests.update(actorOf(req), req.params.id, req.body)),
    wheels: async () => ok(await wheel.list()),
    wheelReport: async () => ok(await wheel.report()),
    saveWheelSegments: async (req) => ok(await wheel.saveSegments(actorOf(req), req.params.id, req.body)),
    shopItems: async (req) => ok(await shop.items(req.query)),
    addShopItem: async (req) => ok(await shop.create(actorOf(req), req.body)),
    updateShopItem: async (req) => ok(await shop.update(actorOf(req), req.params.id, req.body)),
    changeShopStock: async (req) => ok(await shop.stock(actorOf(req), req.params.id, req.body.change)),
    redemptions: async (req) => ok(await shop.redemptions(req.query)),
    markRedemptionSent: async (req) => ok(await shop.sent(actorOf(req), req.params.id, req.body.note)),
    polls: async (req) => ok(await polls.list(req.query)),
    addPoll: async (req) => ok(await polls.create(actorOf(req), req.body)),
    poll: async (req) => ok(await polls.detail(req.params.id)),
    adjustPoints: async (req) => ok(await points.adjust(actorOf(req), req.body)),
  };
}
