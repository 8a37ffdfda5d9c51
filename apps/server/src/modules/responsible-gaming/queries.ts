import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
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
