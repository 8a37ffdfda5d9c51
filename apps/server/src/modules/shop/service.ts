import { ERRORS, satangToBaht } from '@ug99/contract';
import type {
  Redemption,
  RedemptionCalc,
  RedemptionHistoryPage,
  RedemptionHistoryQuery,
  RedemptionRedeemRequest,
  RedemptionRedeemResult,
  ShopItem,
} from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { memberPoints, runInLedgerTransaction } from '#ledger';
import type { SessionMember } from '#members';
import { assertRewardsAllowed, spendPoints } from '#points';
import { grantFreeCredit } from '#wallets';
import type { Clock } from '#shared/clock.ts';
import {
  countForMember,
  findActiveItem,
  findRedemption,
  insertRedemption,
  listItems,
  memberRedemptions,
  redeemedBy,
  takeStock,
} from './queries.ts';
import type { RedemptionRow, ShopItemRow } from './queries.ts';
import { limitMessage, refusalFor } from './rules.ts';

export type ShopService = ReturnType<typeof createShopService>;

function redemptionView(row: RedemptionRow, item: ShopItemRow): Redemption {
  return {
    id: row.id,
    item_id: item.id,
    item_name: item.name,
    image: item.image,
    kind: item.kind === 'credit' ? 'credit' : 'physical',
    quantity: row.quantity,
    points_total: row.pointsTotal,
    credit_amount: row.creditSatang === null ? null : satangToBaht(row.creditSatang),
    status: row.status === 'paid' ? 'paid' : row.status === 'sent' ? 'sent' : 'pending',
    created_at: row.createdAt.toISOString(),
  };
}

/** The points shop (docs/ENGAGEMENT.md#points-shop). */
export function createShopService(db: Db, clock: Clock) {
  /** A request_id seen before answers what it did the first time, or is refused if it asked otherwise. */
  function replayOf(row: RedemptionRow, body: RedemptionRedeemRequest): RedemptionRow {
    if (row.itemId !== body.item_id || row.quantity !== body.quantity)
      throw new AppError('SHOP_REQUEST_REUSED');
    return row;
  }

  return {
    async list(member: SessionMember): Promise<ShopItem[]> {
      const rows = await listItems(db, member.agentId, member.id);
      return rows.map(({ item, redeemed }) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        image: item.image,
        kind: item.kind === 'credit' ? 'credit' : 'physical',
        price_points: item.pricePoints,
        credit_amount: item.creditSatang === null ? null : satangToBaht(item.creditSatang),
        stock: item.stock,
        per_member_limit: item.perMemberLimit,
        redeemed: Number(redeemed),
      }));
    },

    /** Prices a quantity and says whether it is possible now, with the reason; writes nothing. */
    async calc(member: SessionMember, itemId: number, quantity: number): Promise<RedemptionCalc> {
      const item = await findActiveItem(db, member.agentId, itemId);
      if (!item) throw new AppError('SHOP_ITEM_NOT_FOUND');
      const [points, redeemed] = await Promise.all([
        memberPoints(db, member.id),
        redeemedBy(db, member.id, item.id),
      ]);
      const refusal = refusalFor(item, quantity, { points, redeemed });
      return {
        item_id: item.id,
        quantity,
        price_points: item.pricePoints * quantity,
        point: Number(points),
        possible: refusal === null,
        error: refusal ? ERRORS[refusal.key].code : null,
        reason: refusal?.message ?? null,
      };
    },

    /**
     * Points and stock in one transaction (docs/rules/shop.md#redeeming): the redemption row under the
     * member's request_id, the conditional stock update, the per-member count, the points spend and, for
     * a credit item, the payment into the free-credit wallet. Any refusal undoes all of it.
     */
    async redeem(member: SessionMember, body: RedemptionRedeemRequest): Promise<RedemptionRedeemResult> {
      const now = clock.now();
      const { row, item } = await runInLedgerTransaction(db, async (tx) => {
        const item = await findActiveItem(tx, member.agentId, body.item_id);
        if (!item) throw new AppError('SHOP_ITEM_NOT_FOUND');
        const earlier = await findRedemption(tx, member.id, body.request_id);
        if (earlier) return { row: replayOf(earlier, body), item };
        await assertRewardsAllowed(tx, member.id, now);

        const pointsTotal = item.pricePoints * body.quantity;
        const creditSatang = item.creditSatang === null ? null : item.creditSatang * BigInt(body.quantity);
        const inserted = await insertRedemption(tx, {
          memberId: member.id,
          itemId: item.id,
          requestId: body.request_id,
          quantity: body.quantity,
          pointsTotal,
          creditSatang,
          status: item.kind === 'credit' ? 'paid' : 'pending',
          createdAt: now,
        });
        if (!inserted) {
          // The same request_id committed by a parallel call while this one waited on the unique key.
          const first = await findRedemption(tx, member.id, body.request_id);
          if (!first) throw new Error(`redemption ${body.request_id} conflicted but cannot be read`);
          return { row: replayOf(first, body), item };
        }
        if (!(await takeStock(tx, item.id, body.quantity))) throw new AppError('SHOP_OUT_OF_STOCK');
        if (!(await countForMember(tx, member.id, item.id, body.quantity, item.perMemberLimit))) {
          const left = Math.max(0, (item.perMemberLimit ?? 0) - (await redeemedBy(tx, member.id, item.id)));
          throw new AppError('SHOP_LIMIT_REACHED', limitMessage(item.perMemberLimit ?? 0, left));
        }
        const key = `shop:redemption:${inserted.id}`;
        await spendPoints(tx, {
          memberId: member.id,
          points: pointsTotal,
          key,
          refType: 'shop_redemption',
          refId: String(inserted.id),
          memo: `แลก ${item.name} x${body.quantity}`,
          at: now,
        });
        if (creditSatang !== null) {
          // Free credit under its turnover requirement, never straight to main
          // (docs/rules/shop.md#redeeming, docs/rules/wallets.md#free-credit).
          await grantFreeCredit(tx, {
            key,
            from: { system: 'free_credit_expense' },
            memberId: member.id,
            amount: creditSatang,
            reason: 'shop_credit',
            refType: 'shop_redemption',
            refId: String(inserted.id),
            memo: `แลก ${item.name} x${body.quantity}`,
            createdBy: `member:${member.id}`,
            at: now,
          });
        }
        return { row: inserted, item };
      });
      return { ...redemptionView(row, item), point: Number(await memberPoints(db, member.id)) };
    },

    async history(member: SessionMember, query: RedemptionHistoryQuery): Promise<RedemptionHistoryPage> {
      const { rows, total } = await memberRedemptions(db, member.id, query.page, query.page_size);
      return {
        page: query.page,
        page_size: query.page_size,
        total,
        rows: rows.map(({ redemption, item }) => redemptionView(redemption, item)),
      };
    },
  };
}
