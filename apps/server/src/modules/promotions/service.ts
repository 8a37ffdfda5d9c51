import type {
  ActivePromotion,
  GiveUpPreview,
  GiveUpRequest,
  MemberPromotion,
  Promotion,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import type { SessionMember } from '#members';
import { activeExclusion, readResponsibleGaming } from '#responsible-gaming';
import { requireAgent } from '#shared/agents.ts';
import type { Clock } from '#shared/clock.ts';
import { toMemberPromotion, toPromotion } from './dto.ts';
import { activeProgress, giveUp, giveUpPreview } from './progress.ts';
import { historyOf, listSwitchedOn } from './queries.ts';
import type { PromotionReads } from './reads.ts';
import { isOpen, nextWindowChange } from './rules.ts';
import { receivePromotion } from './start.ts';

export type PromotionService = ReturnType<typeof createPromotionService>;

/** How many of the member's promotions the history shows, newest first. */
const HISTORY_LIMIT = 50;

/**
 * The promotion calls (docs/rules/promotions.md): the public list and the member's own promotion. `reads`:
 * what promotions reads of deposits and lotto bills, through their owners (app.ts's `promotionReads`).
 */
export function createPromotionService(deps: {
  db: Db;
  clock: Clock;
  agentCode: string;
  reads: PromotionReads;
}) {
  const { db, clock, agentCode, reads } = deps;

  /** The member's promotions as the history shows them: two reads, the rows and their deposits' references. */
  async function historyPage(member: SessionMember): Promise<MemberPromotion[]> {
    const rows = await historyOf(db, member.id, HISTORY_LIMIT);
    const references = await reads.depositReferencesOf(
      db,
      rows.map(({ row }) => row.depositIntentId),
    );
    return rows.map(({ row, title }) => {
      const reference = references.get(row.depositIntentId);
      // A foreign key holds every promotion's deposit: a missing one is a bug.
      if (reference === undefined) throw new Error(`deposit ${row.depositIntentId} is missing`);
      return toMemberPromotion(row, title, reference);
    });
  }

  /** The member's promotion as the history shows it (the row was just written). */
  async function viewOf(member: SessionMember, id: number): Promise<MemberPromotion> {
    const found = (await historyPage(member)).find((promotion) => promotion.id === id);
    if (!found) throw new Error(`member promotion ${id} is not in the member's history`);
    return found;
  }

  /**
   * Switched on and inside their window now (docs/rules/promotions.md#window), as every visitor sees
   * them, and when that list next changes by itself: the route caches it until then.
   */
  async function openList(
    code: string = agentCode,
  ): Promise<{ data: Promotion[]; validUntil: Date | undefined }> {
    const agent = await requireAgent(db, code);
    const now = clock.now();
    const switchedOn = await listSwitchedOn(db, agent.id);
    return {
      data: switchedOn.filter((p) => isOpen(p, now)).map((p) => toPromotion(p, agent.code)),
      validUntil: nextWindowChange(switchedOn, now),
    };
  }

  /** No marketing during cool-off or self-exclusion (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion). */
  async function shownNone(member: SessionMember): Promise<boolean> {
    return activeExclusion(await readResponsibleGaming(db, member.id, clock.now())) !== undefined;
  }

  return {
    openList,
    shownNone,

    async receive(member: SessionMember, promotionId: number): Promise<MemberPromotion> {
      const row = await receivePromotion(db, member, promotionId, clock.now(), reads);
      return viewOf(member, row.id);
    },

    active(member: SessionMember): Promise<ActivePromotion | null> {
      return activeProgress(db, member, clock.now(), reads);
    },

    giveUpPreview(member: SessionMember): Promise<GiveUpPreview> {
      return giveUpPreview(db, member.id);
    },

    async giveUp(member: SessionMember, req: GiveUpRequest): Promise<MemberPromotion> {
      const request = { promotionId: req.promotion_id, returnedBaht: req.returned };
      const row = await giveUp(db, member, request, clock.now(), reads);
      return viewOf(member, row.id);
    },

    history: historyPage,
  };
}
