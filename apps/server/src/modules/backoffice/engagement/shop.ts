import { bahtToSatang, satangToBaht } from '@ug99/contract';
import type { BoShopItem, BoShopItemCreate, BoShopItemUpdate, BoValueRequested } from '@ug99/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { addShopItem, editShopItem, shopItemByCode, shopItemToEdit, shopItemView } from '#shop';
import { actingAs } from '../access/audit.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { approvalView, requestApproval } from '../approvals/service.ts';
import type { ShopPayload } from '../value-controls/executors.ts';
import { checkAndRecord } from '../value-controls/service.ts';

/**
 * Shop items added and edited on the engagement screen (docs/BACKOFFICE.md#engagement): the shop domain
 * writes the item and its audit row; a credit item whose credit per unit is set or raised is measured
 * against the shop's caps first.
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
        return shopItemView(await addShopItem(tx, agentId, actingAs(operator, audit), input));
      });
    },

    async update(
      operator: Operator,
      itemId: number,
      input: BoShopItemUpdate,
    ): Promise<BoShopItem | BoValueRequested> {
      const agentId = await ctx.agentId();
      return runInLedgerTransaction(db, async (tx) => {
        const row = await shopItemToEdit(tx, agentId, itemId);
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
        return shopItemView(await editShopItem(tx, actingAs(operator, audit), row, input));
      });
    },
  };
}
