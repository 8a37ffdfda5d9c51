import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { operators } from '#db/schema/backoffice.ts';

/** `role:name` of these operators, as the caps screen shows who set a value. */
export async function operatorLabels(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name, role: operators.role })
    .from(operators)
    .where(inArray(operators.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.role}:${r.name}`]));
}
