import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type {
  BoRedemptionQuery,
  BoShopItem,
  BoShopItemCreate,
  BoShopItemQuery,
  BoShopItemUpdate,
  BoValueRequested,
} from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import {
  changeShopStock,
  listRedemptions,
  listShopItems,
  lockShopItem,
  markRedemptionSent,
  shopItemByCode,
} from '#shop';
import { auditName, originOf } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import { addShopItemAs, shopItemView, updateShopItemAs } from '../value-controls/executors.ts';
import type { ShopPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';
import { activeOf } from './active-filter.ts';

/**
 * The points shop on the engagement screen (docs/BACKOFFICE.md#engagement): items added, edited, switched
 * off and restocked, and physical redemptions marked sent through the shop domain's `shop:sent`.
 */

/** `+500.00 บาท/ชิ้น`-style text for a request's summary. */
const bahtText = (baht: number) =>
  baht.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function createShopScreen(ctx: OperationsContext, audit: typeof writeBackofficeAudit) {
  const { db } = ctx;

  /**
   * A credit item whose credit per unit is set or raised: within the shop's caps it is recorded and goes
   * ahead; past them it becomes a four-eyes request (docs/rules/value-controls.md#four-eyes) and nothing
   * of it is live until finance or an admin approves.
   */
  async function withinShopCaps(tx: Db, operator: Operator, creditSatang: bigint): Promise<boolean> {
    const within = await checkAndRecord(tx, ctx, operator, {
      key: 'shop_credit',
      memberId: null,
      amount: creditSatang,
      ref: `shop_item:${randomUUID()}`,
    });
    return within === 'within';
  }

  async function asRequest(tx: Db, operator: Operator, subject: string, payload: ShopPayload) {
    const approval = await requestApproval(tx, { audit, clock: ctx.clock }, operator, {
      kind: 'shop.item',
      subject,
      payload,
      retryAfterDecision: false,
    });
    return { approval: approvalView(approval, operator) };
  }

  return {
    async items(q: BoShopItemQuery) {
      const { total, rows } = await listShopItems(db, await ctx.agentId(), {
        page: q.page,
        pageSize: q.page_size,
        active: activeOf(q.active),
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(shopItemView) };
    },

    async create(operator: Operator, input: BoShopItemCreate): Promise<BoShopItem | BoValueRequested> {
      const agentId = await ctx.agentId();
      return runInLedgerTransaction(db, async (tx) => {
        if (input.kind === 'credit' && input.credit_amount !== null) {
          const credit = bahtToSatang(input.credit_amount);
          if (!(await withinShopCaps(tx, operator, credit))) {
            if (await shopItemByCode(tx, agentId, input.code)) throw new AppError('BO_SHOP_CODE_TAKEN');
            return asRequest(tx, operator, `shop_item:${input.code}`, {
              op: 'add',
              input,
              summary: `สินค้าใหม่ ${input.code} ${input.name}: เครดิต ${bahtText(input.credit_amount)} บาท/ชิ้น ราคา ${input.price_points.toLocaleString('th-TH')} พอยท์ สต็อก ${input.stock.toLocaleString('th-TH')}`,
            });
          }
        }
        return shopItemView(await addShopItemAs(tx, ctx, audit, operator, input, {}, shopItemView));
      });
    },

    async update(
      operator: Operator,
      itemId: number,
      input: BoShopItemUpdate,
    ): Promise<BoShopItem | BoValueRequested> {
      const agentId = await ctx.agentId();
      return runInLedgerTransaction(db, async (tx) => {
        const row = await lockShopItem(tx, agentId, itemId);
        if (!row) throw new AppError('BO_SHOP_ITEM_NOT_FOUND');
        const credit = input.credit_amount === null ? null : bahtToSatang(input.credit_amount);
        // Only a raise is capped: lowering an item's credit, or any other change, goes ahead.
        if (row.kind === 'credit' && credit !== null && credit > (row.creditSatang ?? 0n)) {
          if (!(await withinShopCaps(tx, operator, credit))) {
            return asRequest(tx, operator, `shop_item:${row.id}`, {
              op: 'update',
              item_id: row.id,
              input,
              summary: `สินค้า ${row.code} ${input.name}: เครดิต ${bahtText(satangToBaht(row.creditSatang ?? 0n))} → ${bahtText(input.credit_amount!)} บาท/ชิ้น`,
            });
          }
        }
        return shopItemView(await updateShopItemAs(tx, audit, operator, row, input, {}, shopItemView));
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
        return shopItemView({ ...row, stock: moved.after });
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
