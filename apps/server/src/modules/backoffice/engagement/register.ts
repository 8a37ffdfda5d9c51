import { ok } from '@ug99/contract';
import type { engagementCalls } from '@ug99/contract';
import { operatorPollDetail, operatorPollPage } from '#polls';
import { questPage } from '#quests';
import { redemptionPage, restockShopItem, sendRedemption, shopItemPage } from '#shop';
import { operatorWheelReport, operatorWheels } from '#wheel';
import { actingAs } from '../access/audit.ts';
import type { BackofficeAreaHandlers } from '../call-table.ts';
import { scopeOf } from '../operations/context.ts';
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
 * shop, polls and points adjustments. Each use case is its domain's (quests, wheel, shop, polls, points);
 * the handlers pass the operator with the back office's audit writer, and the saves that create value
 * (rewards, prizes, credit items, poll spins, points) go through the caps and four-eyes first.
 */
export function engagementOperations(
  deps: BackofficeDeps,
  ctx: OperationsContext,
): BackofficeAreaHandlers<typeof engagementCalls> {
  const { db } = ctx;
  const quests = createQuestScreen(ctx, deps.audit);
  const wheel = createWheelScreen(ctx, deps.audit);
  const shop = createShopScreen(ctx, deps.audit);
  const polls = createPollScreen(ctx, deps.audit);
  const points = createPointsScreen(ctx, deps.audit);
  const acting = (req: Parameters<typeof actorOf>[0]) => actingAs(actorOf(req), deps.audit);
  return {
    quests: async (req) => ok(await questPage(db, await ctx.agentId(), req.query)),
    addQuest: async (req) => ok(await quests.create(actorOf(req), req.body)),
    updateQuest: async (req) => ok(await quests.update(actorOf(req), req.params.id, req.body)),
    wheels: async () => ok(await operatorWheels(db, await ctx.agentId())),
    wheelReport: async () => ok(await operatorWheelReport(db, await ctx.agentId())),
    saveWheelSegments: async (req) => ok(await wheel.saveSegments(actorOf(req), req.params.id, req.body)),
    shopItems: async (req) => ok(await shopItemPage(db, await ctx.agentId(), req.query)),
    addShopItem: async (req) => ok(await shop.create(actorOf(req), req.body)),
    updateShopItem: async (req) => ok(await shop.update(actorOf(req), req.params.id, req.body)),
    changeShopStock: async (req) =>
      ok(await restockShopItem(db, await ctx.agentId(), acting(req), req.params.id, req.body.change)),
    redemptions: async (req) => ok(await redemptionPage(db, await ctx.agentId(), req.query)),
    markRedemptionSent: async (req) =>
      ok(await sendRedemption(db, ctx.agentCode, acting(req), req.params.id, req.body.note)),
    polls: async (req) => ok(await operatorPollPage(db, await scopeOf(ctx), req.query)),
    addPoll: async (req) => ok(await polls.create(actorOf(req), req.body)),
    poll: async (req) => ok(await operatorPollDetail(db, await scopeOf(ctx), req.params.id)),
    adjustPoints: async (req) => ok(await points.adjust(actorOf(req), req.body)),
  };
}
