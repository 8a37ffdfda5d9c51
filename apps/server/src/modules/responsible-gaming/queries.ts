import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';
import { responsibleGamingLimits, responsibleGamingSettings } from '#db/schema/responsible-gaming.ts';

export type SettingsRow = typeof responsibleGamingSettings.$inferSelect;
export type LimitRow = typeof responsibleGamingLimits.$inferSelect;
export type LimitKind = LimitRow['kind'];

export async function findSettingsRow(db: Db, memberId: number): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(responsibleGamingSettings)
    .where(eq(responsibleGamingSettings.memberId, memberId))
    .limit(1);
  return row;
}

/**
 * Creates the member's row with the defaults if it is missing, then holds it until the transaction
 * ends, so two updates of the same member's settings (and limits) run one after the other.
 */
export async function lockSettingsRow(db: Db, memberId: number, defaults: SettingsRow): Promise<SettingsRow> {
  await db.insert(responsibleGamingSettings).values(defaults).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(responsibleGamingSettings)
    .where(eq(responsibleGamingSettings.memberId, memberId))
    .for('update')
    .limit(1);
  if (!row) throw new Error(`responsible_gaming_settings row of member ${memberId} vanished`);
  return row;
}

export function listLimitRows(db: Db, memberId: number): Promise<LimitRow[]> {
  return db.select().from(responsibleGamingLimits).where(eq(responsibleGamingLimits.memberId, memberId));
}

export async function upsertSettingsRow(db: Db, row: SettingsRow): Promise<void> {
  await db
    .insert(responsibleGamingSettings)
    .values(row)
    .onConflictDoUpdate({
      target: responsibleGamingSettings.memberId,
      set: {
        realityCheckMinutes: row.realityCheckMinutes,
        coolOffUntil: row.coolOffUntil,
        selfExcludedUntil: row.selfExcludedUntil,
        updatedAt: row.updatedAt,
      },
    });
}

export async function upsertLimitRow(db: Db, row: LimitRow): Promise<void> {
  await db
    .insert(responsibleGamingLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [
        responsibleGamingLimits.memberId,
        responsibleGamingLimits.kind,
        responsibleGamingLimits.period,
      ],
      set: {
        currentSatang: row.currentSatang,
        pendingSatang: row.pendingSatang,
        pendingEffectiveAt: row.pendingEffectiveAt,
        updatedAt: row.updatedAt,
      },
    });
}

export type DueLimit = {
  memberId: number;
  kind: LimitKind;
  period: LimitRow['period'];
  valueSatang: bigint | null;
  effectiveAt: Date;
};

/**
 * Makes up to `limit` looser limits whose wait is over the current ones (the value they already read as,
 * limits.ts#stateAt) and answers them. Rows another transaction holds are skipped, so two runs never take
 * the same row; a taken row has no pending value left, so a later run cannot take it again.
 */
export async function applyDueLimits(tx: Db, now: Date, limit: number): Promise<DueLimit[]> {
  const rows = rowsOf<{
    member_id: number;
    kind: LimitKind;
    period: LimitRow['period'];
    value: string | null;
    effective_at: string | Date;
  }>(
    await tx.execute(sql`
      with due as (
        select member_id, kind, period, pending_satang, pending_effective_at
        from ${responsibleGamingLimits}
        where pending_effective_at <= ${now.toISOString()}::timestamptz
        order by pending_effective_at
        limit ${limit}
        for update skip locked
      )
      update ${responsibleGamingLimits} l
      set current_satang = due.pending_satang, pending_satang = null, pending_effective_at = null,
        updated_at = ${now.toISOString()}::timestamptz
      from due
      where l.member_id = due.member_id and l.kind = due.kind and l.period = due.period
      returning due.member_id, due.kind, due.period, due.pending_satang::text as value,
        due.pending_effective_at as effective_at`),
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    kind: r.kind,
    period: r.period,
    valueSatang: r.value === null ? null : BigInt(r.value),
    effectiveAt: new Date(r.effective_at),
  }));
}

/** The member's stored settings (undefined: never saved) and limits in order, as the operator sees them. */
export async function storedSettingsAndLimits(db: Db, memberId: number) {
  const [settings] = await db
    .select()
    .from(responsibleGamingSettings)
    .where(eq(responsibleGamingSettings.memberId, memberId));
  const limits = await db
    .select()
    .from(responsibleGamingLimits)
    .where(eq(responsibleGamingLimits.memberId, memberId))
    .orderBy(responsibleGamingLimits.kind, responsibleGamingLimits.period);
  return { settings, limits };
}

/** In cool-off or self-exclusion at `at` (docs/rules/responsible-gaming.md#cool-off-and-self-exclusion). */
export async function isExcludedAt(db: Db, memberId: number, at: Date): Promise<boolean> {
  const rows = await db
    .select({ m: responsibleGamingSettings.memberId })
    .from(responsibleGamingSettings)
    .where(
      and(
        eq(responsibleGamingSettings.memberId, memberId),
        or(
          gt(responsibleGamingSettings.coolOffUntil, at),
          gt(responsibleGamingSettings.selfExcludedUntil, at),
        ),
      ),
    );
  return rows.length > 0;
}
