import { Readable } from 'node:stream';
import type { AuditQuery, AuditRow } from '@ug99/contract';
import { bangkokDate, DAY, startOfBangkokDate } from '#shared/bangkok-time.ts';
import type { OperationsContext } from '../context.ts';
import { csvRecords } from '../csv.ts';
import { thaiDateTime } from '#shared/thai-date-time.ts';
import { auditBatch, auditPage } from './queries.ts';
import type { AuditFilter, AuditLogRow } from './queries.ts';

/**
 * The audit log screen and its CSV export (docs/BACKOFFICE.md#audit-log): every operator action, newest
 * first, filtered by the server. Read by admin and finance (finance answers for the money the rows are
 * mostly about); support, lotto and marketing do not see other operators' actions.
 */

/** Rows per database read while streaming the CSV: memory stays flat however long the log is. */
export const CSV_BATCH = 500;

function filterOf(q: Omit<AuditQuery, 'page' | 'page_size'>): AuditFilter {
  return {
    operator: q.operator,
    action: q.action,
    targetType: q.target_type,
    targetId: q.target_id,
    from: q.from ? startOfBangkokDate(q.from) : undefined,
    // `to` is a whole Bangkok day, included.
    to: q.to ? new Date(startOfBangkokDate(q.to).getTime() + DAY) : undefined,
  };
}

function rowView(r: AuditLogRow): AuditRow {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    operator: r.operator,
    operator_id: r.operatorId,
    ip: r.ip,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    detail: r.detail,
    before: r.before,
    after: r.after,
  };
}

export const CSV_HEADER = [
  'ลำดับ',
  'เวลา (กรุงเทพฯ)',
  'ผู้ดำเนินการ',
  'IP',
  'การกระทำ',
  'ประเภทเป้าหมาย',
  'รหัสเป้าหมาย',
  'ก่อน',
  'หลัง',
  'รายละเอียด',
];

function csvRecord(r: AuditLogRow): unknown[] {
  return [
    r.id,
    thaiDateTime(r.createdAt),
    r.operator,
    r.ip,
    r.action,
    r.targetType,
    r.targetId,
    r.before,
    r.after,
    r.detail,
  ];
}

export function createAuditService(ctx: OperationsContext) {
  return {
    async page(q: AuditQuery) {
      const { total, rows } = await auditPage(ctx.db, filterOf(q), {
        limit: q.page_size,
        offset: (q.page - 1) * q.page_size,
      });
      return { total, page: q.page, page_size: q.page_size, items: rows.map(rowView) };
    },

    /** The export's file name: the Bangkok date it was taken. */
    csvFilename: () => `audit-log-${bangkokDate(ctx.clock.now())}.csv`,

    /** The whole filtered log as CSV, read in batches as the client takes it (back-pressure by pull). */
    csv(q: Omit<AuditQuery, 'page' | 'page_size'>): Readable {
      const filter = filterOf(q);
      let beforeId: number | undefined;
      let started = false;
      let done = false;
      return new Readable({
        async read() {
          try {
            if (!started) {
              started = true;
              this.push(csvRecords([CSV_HEADER], { bom: true }));
              return;
            }
            if (done) return void this.push(null);
            const rows = await auditBatch(ctx.db, filter, beforeId, CSV_BATCH);
            if (rows.length < CSV_BATCH) done = true;
            if (rows.length === 0) return void this.push(null);
            beforeId = rows[rows.length - 1]!.id;
            this.push(csvRecords(rows.map(csvRecord)));
          } catch (err) {
            this.destroy(err as Error);
          }
        },
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
