import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { operatorAuditLog } from '#db/schema/audit.ts';

/** The audit log's reads (docs/BACKOFFICE.md#audit-log); the table is append-only, nothing here writes. */

export type AuditFilter = {
  operator?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
};

/** `%` and `_` typed by the operator are text, not patterns. */
const escape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.operator ? ilike(operatorAuditLog.operator, `%${escape(f.operator)}%`) : undefined,
    // A prefix, so "withdraw" finds withdraw:approve and withdraw:reject.
    f.action ? ilike(operatorAuditLog.action, `${escape(f.action)}%`) : undefined,
    f.targetType ? eq(operatorAuditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(operatorAuditLog.targetId, f.targetId) : undefined,
    f.from ? gte(operatorAuditLog.createdAt, f.from) : undefined,
    f.to ? lt(operatorAuditLog.createdAt, f.to) : undefined,
  );
}

export async function auditPage(db: Db, f: AuditFilter, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const [counted] = await db.select({ n: count() }).from(operatorAuditLog).where(where);
  const rows = await db
    .select()
    .from(operatorAuditLog)
    .where(where)
    .orderBy(desc(operatorAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: counted?.n ?? 0, rows };
}

/** The next rows below `beforeId`, newest first: the CSV export reads the log in such batches. */
export function auditBatch(db: Db, f: AuditFilter, beforeId: number | undefined, limit: number) {
  return db
    .select()
    .from(operatorAuditLog)
    .where(and(whereOf(f), beforeId === undefined ? undefined : lt(operatorAuditLog.id, beforeId)))
    .orderBy(desc(operatorAuditLog.id))
    .limit(limit);
}

export type AuditLogRow = typeof operatorAuditLog.$inferSelect;
