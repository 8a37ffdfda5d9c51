import { bahtToSatang, satangToBaht, VALUE_CONTROL_KEYS, VALUE_CONTROLS } from '@ug99/contract';
import type { BoValueCap, BoValueCaps, BoValueCapUpdate, ValueControlKey } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { AppError } from '#http/app-error.ts';
import { runInLedgerTransaction } from '#ledger';
import { bangkokDate, DAY } from '#shared/bangkok-time.ts';
import type { writeBackofficeAudit } from '../access/audit.ts';
import type { OperationsContext, Operator } from '../operations/context.ts';
import { capsOf, grantExists, insertGrant, lockOperatorValue, operatorSums, saveCap } from './queries.ts';
import type { CapRow } from './queries.ts';

/**
 * Value that becomes withdrawable is created only within limits finance sets, and beyond them only with
 * four-eyes approval (docs/rules/value-controls.md). Each capped path has a per-action cap and a
 * per-operator daily cap (Bangkok days); `checkAndRecord` decides, under a per-operator lock held until
 * the action's transaction ends, whether an action is within both, and records it if so.
 */

export type Caps = { perAction: bigint; perOperatorDay: bigint };

/** The safe defaults, used until finance sets a path's caps (satang for money). */
export function defaultCaps(financeAdjustLimitSatang: bigint): Record<ValueControlKey, Caps> {
  return {
    balance_adjust: { perAction: financeAdjustLimitSatang, perOperatorDay: financeAdjustLimitSatang * 4n },
    points_adjust: { perAction: 10_000n, perOperatorDay: 50_000n },
    shop_credit: { perAction: 50_000n, perOperatorDay: 500_000n },
    coupon_credit: { perAction: 1_000_000n, perOperatorDay: 5_000_000n },
    coupon_points: { perAction: 100_000n, perOperatorDay: 500_000n },
    coupon_spins: { perAction: 1_000n, perOperatorDay: 5_000n },
    wheel_prizes: { perAction: 100_000n, perOperatorDay: 1_000_000n },
    wheel_points: { perAction: 10_000n, perOperatorDay: 50_000n },
    wheel_spins: { perAction: 10n, perOperatorDay: 50n },
    promotion_terms: { perAction: 500_000n, perOperatorDay: 2_000_000n },
    quest_rewards: { perAction: 50_000n, perOperatorDay: 500_000n },
    quest_points: { perAction: 10_000n, perOperatorDay: 50_000n },
    quest_spins: { perAction: 10n, perOperatorDay: 50n },
    // Hundredths of a baht of payout per baht staked: 20 ฿ per baht raised in a save, 100 ฿ a day.
    lotto_rates: { perAction: 2_000n, perOperatorDay: 10_000n },
    poll_spins: { perAction: 1_000n, perOperatorDay: 5_000n },
    // Satang of monthly bonus per member a save raises a VIP level by: 1,000 ฿ a save, 5,000 ฿ a day.
    vip_bonus: { perAction: 100_000n, perOperatorDay: 500_000n },
  };
}

/** Money and lotto rates are kept in hundredths (satang, hundredths of a baht per baht). */
const isMoney = (key: ValueControlKey) => {
  const unit = VALUE_CONTROLS.find((c) => c.key === key)?.unit;
  return unit === 'baht' || unit === 'rate';
};
/** Satang (or hundredths of a rate) to baht for money and rate paths; points and spins as they are. */
export const capUnits = (key: ValueControlKey, v: bigint) => (isMoney(key) ? satangToBaht(v) : Number(v));
const fromUnits = (key: ValueControlKey, v: number) =>
  isMoney(key) ? bahtToSatang(v) : BigInt(Math.round(v));

/** The rolling window of the per-member sum. */
const MEMBER_WINDOW_MS = DAY;

export type ValueAction = {
  key: ValueControlKey;
  /** The member it goes to, for the per-member sum (balance and points); null for shop and coupons. */
  memberId: number | null;
  /** Signed; counted by its size. */
  amount: bigint;
  /** The action's own key: a retried action is recorded once and passes again. */
  ref: string;
};

type CapsNow = Record<ValueControlKey, Caps & { row: CapRow | null }>;

/** Every capped path's caps now: finance's, or the default. */
export async function capsNow(db: Db, ctx: OperationsContext): Promise<CapsNow> {
  const defaults = defaultCaps(ctx.financeAdjustLimitSatang);
  const rows = await capsOf(db, await ctx.agentId());
  return Object.fromEntries(
    VALUE_CONTROL_KEYS.map((key) => {
      const row = rows.find((r) => r.key === key) ?? null;
      return [key, row ? { ...row, row } : { ...defaults[key], row: null }];
    }),
  ) as CapsNow;
}

/**
 * In the action's transaction: locks the operator's capped actions, and answers `within` (and records the
 * grant) when the action, added to what the operator created alone on the path (to this member in the
 * last 24 hours, and today), stays within both caps; `over` otherwise, recording nothing. A retry of a
 * recorded action (same ref) is `within` again.
 */
export async function checkAndRecord(
  tx: Db,
  ctx: OperationsContext,
  operator: Pick<Operator, 'id'>,
  action: ValueAction,
): Promise<'within' | 'over'> {
  return checkAndRecordAll(tx, ctx, operator, [action]);
}

/**
 * One save that creates value on several paths at once (a wheel's credit, points and spin prizes): `within`
 * only when every action is within its path's caps, and then every one is recorded; `over` records none.
 * Actions of nothing (amount 0) are left out.
 */
export async function checkAndRecordAll(
  tx: Db,
  ctx: OperationsContext,
  operator: Pick<Operator, 'id'>,
  actions: readonly ValueAction[],
): Promise<'within' | 'over'> {
  await lockOperatorValue(tx, operator.id);
  const now = ctx.clock.now();
  const day = bangkokDate(now);
  const caps = await capsNow(tx, ctx);
  const toRecord: ValueAction[] = [];
  for (const action of actions) {
    if (action.amount === 0n || (await grantExists(tx, action.key, action.ref))) continue;
    const sums = await operatorSums(tx, {
      operatorId: operator.id,
      key: action.key,
      memberId: action.memberId,
      since: new Date(now.getTime() - MEMBER_WINDOW_MS),
      day,
    });
    const size = action.amount < 0n ? -action.amount : action.amount;
    const perAction = action.memberId === null ? size : sums.member + size;
    const cap = caps[action.key];
    if (perAction > cap.perAction || sums.day + size > cap.perOperatorDay) return 'over';
    toRecord.push(action);
  }
  const agentId = await ctx.agentId();
  for (const action of toRecord) {
    await insertGrant(tx, { agentId, operatorId: operator.id, ...action, day, at: now, approvalId: null });
  }
  return 'within';
}

/** Records value a second operator approved: it counts in the report under the operator who asked. */
export async function recordApproved(
  tx: Db,
  ctx: OperationsContext,
  requestedBy: number,
  approvalId: number,
  action: ValueAction,
): Promise<void> {
  if (action.amount === 0n) return;
  const now = ctx.clock.now();
  await insertGrant(tx, {
    agentId: await ctx.agentId(),
    operatorId: requestedBy,
    ...action,
    day: bangkokDate(now),
    at: now,
    approvalId,
  });
}

/** The caps screen: read by finance, marketing and lotto, set by finance (docs/BACKOFFICE.md#operator-created-value). */
export function createValueCapsService(ctx: OperationsContext, deps: { audit: typeof writeBackofficeAudit }) {
  async function list(): Promise<BoValueCaps> {
    const caps = await capsNow(ctx.db, ctx);
    return {
      caps: VALUE_CONTROL_KEYS.map((key): BoValueCap => {
        const c = VALUE_CONTROLS.find((v) => v.key === key)!;
        const cap = caps[key];
        return {
          key,
          name: c.name,
          unit: c.unit,
          roles: [...c.roles],
          per_action_label: c.per_action,
          per_action: capUnits(key, cap.perAction),
          per_operator_day: capUnits(key, cap.perOperatorDay),
          updated_by: cap.row?.updatedBy ?? null,
          updated_at: cap.row?.updatedAt.toISOString() ?? null,
        };
      }),
      outside: VALUE_CONTROLS.filter((c) => !c.capped).map((c) => ({
        key: c.key,
        name: c.name,
        where: c.outside ?? '',
      })),
    };
  }

  return {
    list,

    /** Finance sets a path's caps, in one transaction with its audit row; the same values change nothing. */
    async set(operator: Operator, keyText: string, input: BoValueCapUpdate): Promise<BoValueCaps> {
      const key = VALUE_CONTROL_KEYS.find((k) => k === keyText);
      if (!key) throw new AppError('BO_VALUE_CAP_UNKNOWN');
      // Nobody sets the caps of a path their own role uses: finance's adjustments are capped by an admin.
      const path = VALUE_CONTROLS.find((c) => c.key === key)!;
      if (operator.role !== 'admin' && (path.roles as readonly string[]).includes(operator.role)) {
        throw new AppError('BO_VALUE_CAP_OWN_PATH');
      }
      const perAction = fromUnits(key, input.per_action);
      const perOperatorDay = fromUnits(key, input.per_operator_day);
      await runInLedgerTransaction(ctx.db, async (tx) => {
        const before = (await capsNow(tx, ctx))[key];
        if (before.perAction === perAction && before.perOperatorDay === perOperatorDay) return;
        await saveCap(tx, {
          agentId: await ctx.agentId(),
          key,
          perAction,
          perOperatorDay,
          by: operator.id,
          at: ctx.clock.now(),
        });
        await deps.audit(tx, operator, {
          ip: operator.ip,
          action: 'value_cap.set',
          targetType: 'value_cap',
          targetId: key,
          before: {
            per_action: capUnits(key, before.perAction),
            per_operator_day: capUnits(key, before.perOperatorDay),
          },
          after: { per_action: input.per_action, per_operator_day: input.per_operator_day },
          detail: { key },
        });
      });
      return list();
    },
  };
}

export type ValueCapsService = ReturnType<typeof createValueCapsService>;
