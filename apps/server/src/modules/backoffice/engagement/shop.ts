import { bahtToSatang, satangToBaht, shopItemKind } from '@ug99/contract';
import type {
  BoRedemptionQuery,
  BoShopItem,
  BoShopItemCreate,
  BoShopItemQuery,
  BoShopItemUpdate,
} from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import {
  changeShopStock,
  createShopItem,
  listRedemptions,
  listShopItems,
  lockShopItem,
  markRedemptionSent,
  updateShopItem,
} from '#shop';
import type { ShopItemRow } from '#shop';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { activeOf } from './calls.ts';

/**
 * The points shop on the engagement screen (docs/BACKOFFICE.md#engagement): items added, edited, switched
 * off and restocked, and physical redemptions marked sent through the shop domain's `shop:sent`.
 */

export function itemView(i: ShopItemRow): BoShopItem {
  return {
    id: i.id,
    code: i.code,
    name: i.name,
    description: i.description,
    image: i.image,
    kind: shopItemKind.parse(i.kind),
    price_points: i.pricePoints,
    credit_amount: i.creditSatang === null ? null : satangToBaht(i.creditSatang),
    stock: i.stock,
    per_member_limit: i.perMemberLimit,
    active: i.active,
    sort_order: i.sortOrder,
    created_at: i.createdAt.toISOString(),
  };
}

export function createShopScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;
  const valuesOf = (v: BoShopItemUpdate | BoShopItemCreate) => ({
    name: v.name,
    description: v.description,
    image: v.image,
    pricePoints: v.price_points,
    creditSatang: v.credit_amount === null ? null : bahtToSatang(v.credit_amount),
    perMemberLimit: v.per_member_limit,
    sortOrder: v.sort_order,
  });

  return {
    async items(q: BoShopItemQuery) {
      const { total, rows } = await listShopItems(db, await ctx.agentId(), {
        page: q.page,
        pageSize: q.page_size,
        active: activeOf(q.active),
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(itemView) };
    },

    async create(operator: Operator, input: BoShopItemCreate): Promise<BoShopItem> {
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const row = await createShopItem(tx, {
          agentId,
          code: input.code,
          kind: input.kind,
          stock: input.stock,
          ...valuesOf(input),
        });
        if (!row) throw new AppError('BO_SHOP_CODE_TAKEN');
        const view = itemView(row);
        await audit(tx, operator, {
          ip: operator.ip,
          action: 'shop.item.add',
          targetType: 'shop_item',
          targetId: row.id,
          after: view,
          detail: { code: row.code },
        });
        return view;
      });
    },

    async update(operator: Operator, itemId: number, input: BoShopItemUpdate): Promise<BoShopItem> {
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const row = await lockShopItem(tx, agentId, itemId);
        if (!row) throw new AppError('BO_SHOP_ITEM_NOT_FOUND');
        const updated = await updateShopItem(tx, row, { ...valuesOf(input), active: input.active });
        const before = itemView(row);
        const after = itemView(updated);
        await audit(tx, operator, {
          ip: operator.ip,
          action: 'shop.item.update',
          targetType: 'shop_item',
          targetId: row.id,
          before,
          after,
          detail: { code: row.code },
        });
        return after;
      });
    },

    async stock(operator: Operator, itemId: number, change: number): Promise<BoShopItem> {
      const agentId = await ctx.agentId();
      return db.transaction(async (tx) => {
        const row = await lockShopItem(tx, agentId, itemId);
        if (!row) throw new AppError('BO_SHOP_ITEM_NOT_FOUND');
        const moved = await changeShopStock(tx, row.id, change);
        if (!moved)
          throw new AppError(
            'BO_SHOP_STOCK_NEGATIVE',
            `สต็อกต้องอยู่ระหว่าง 0 ถึง 1,000,000,000 ชิ้น (ตอนนี้มี ${row.stock.toLocaleString('th-TH')} ชิ้น)`,
          );
        await audit(tx, operator, {
          ip: operator.ip,
          action: 'shop.item.stock',
          targetType: 'shop_item',
          targetId: row.id,
          before: { stock: moved.before },
          after: { stock: moved.after },
          detail: { code: row.code, change },
        });
        return itemView({ ...row, stock: moved.after });
      });
    },

    async redemptions(q: BoRedemptionQuery) {
      const { total, rows } = await listRedemptions(db, await ctx.agentId(), {
        status: q.status,
        page: q.page,
        pageSize: q.page_size,
      });
      return {
        total,
        page: q.page,
        page_size: q.page_size,
        items: rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          member_id: r.memberId,
          phone: r.phone,
          name: `${r.firstName} ${r.lastName}`,
          item: r.item,
          quantity: r.quantity,
          status: r.status,
        })),
      };
    },

    /** `shop:sent`: the shop domain marks it once and writes its audit row in that transaction. */
    async sent(operator: Operator, redemptionId: number, note: string | undefined) {
      const outcome = await markRedemptionSent(db, {
        agentCode: ctx.agentCode,
        redemptionId,
        operator: auditName(operator),
        note,
        by: originOf(operator),
      });
      if (outcome !== 'sent') throw new AppError('BO_REDEMPTION_NOT_PENDING');
      return { id: redemptionId, status: 'sent' as const };
    },
  };
}
