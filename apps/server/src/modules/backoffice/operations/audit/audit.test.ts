import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '#db/schema/index.ts';
import { bangkokDate, DAY } from '#shared/bangkok-time.ts';
import { createTestApp } from '#testing/app.ts';
import type { TestApp } from '#testing/app.ts';
import { asOperator, operatorSession } from '#testing/backoffice.ts';
import { testDatabases } from '#testing/databases.ts';
import { registerMember } from '#testing/members.ts';
import { memberIdOf } from '../operations.testing.ts';
import { CSV_BATCH, CSV_HEADER } from './service.ts';

// The audit log and its CSV export (docs/BACKOFFICE.md#audit-log).

/** Splits RFC 4180 text into records of fields (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe.each(testDatabases())('back-office audit log on $kind', (target) => {
  let t: TestApp;
  let finance: ReturnType<typeof asOperator>;
  let support: ReturnType<typeof asOperator>;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    finance = asOperator(t, (await operatorSession(t, 'finance', 'บัญชี')).cookie);
    support = asOperator(t, (await operatorSession(t, 'support', 'บริการ')).cookie);
    memberId = await memberIdOf(t, await registerMember(t));
    await support.post(`/api/backoffice/members/${memberId}/notes`, { text: 'โน้ต, มี "เครื่องหมาย"\nสองบรรทัด' });
    await support.post(`/api/backoffice/members/${memberId}/lock`, { reason: 'ตรวจสอบบัญชี' });
  });
  afterAll(async () => {
    await t.close();
  });

  type Row = {
    id: number;
    operator: string;
    action: string;
    target_id: string;
    ip: string | null;
    after: unknown;
  };
  const list = async (query: string) => {
    const res = await finance.get(`/api/backoffice/audit?${query}`);
    expect(res.json().error, res.body).toBe(0);
    return res.json().data as { total: number; items: Row[] };
  };

  it('lists actions newest first with who, from where, before and after', async () => {
    const { items } = await list(`target_type=member&target_id=${memberId}`);
    expect(items.map((i) => i.action)).toEqual(['member.lock', 'member.note']);
    expect(items[0]).toMatchObject({
      operator: 'support:บริการ',
      ip: expect.any(String),
      before: { locked: false },
      after: { locked: true, lock_reason: 'ตรวจสอบบัญชี' },
    });
  });

  it('filters by operator, action prefix, target and Bangkok days, and pages', async () => {
    expect(
      (await list('operator=บริการ&action=member.')).items.every((i) => i.operator === 'support:บริการ'),
    ).toBe(true);
    expect((await list(`action=member.lock&target_id=${memberId}`)).total).toBe(1);
    const today = bangkokDate(new Date());
    const yesterday = bangkokDate(new Date(Date.now() - DAY));
    expect((await list(`target_id=${memberId}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`target_id=${memberId}&to=${yesterday}`)).total).toBe(0);
    const page = await list(`target_id=${memberId}&page=2&page_size=1`);
    expect(page).toMatchObject({ total: 2, items: [{ action: 'member.note' }] });
    expect((await finance.get('/api/backoffice/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('is read by admin and finance only', async () => {
    expect((await support.get('/api/backoffice/audit')).statusCode).toBe(403);
    expect((await support.get('/api/backoffice/audit.csv')).statusCode).toBe(403);
    const admin = asOperator(t, (await operatorSession(t, 'admin')).cookie);
    expect((await admin.get('/api/backoffice/audit')).json().error).toBe(0);
  });

  it('exports the filtered log as UTF-8 CSV with a BOM, a header row and quoted fields', async () => {
    const res = await finance.get(`/api/backoffice/audit.csv?target_type=member&target_id=${memberId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(raw.subarray(3).toString('utf8'));
    expect(records[0]).toEqual(CSV_HEADER);
    expect(records).toHaveLength(3);
    expect(records[1]![4]).toBe('member.lock');
    expect(records[2]![4]).toBe('member.note');
    expect(JSON.parse(records[2]![8]!)).toMatchObject({ text: 'โน้ต, มี "เครื่องหมาย"\nสองบรรทัด' });
  });

  it('streams a log longer than one read batch, every row once', async () => {
    const rows = Array.from({ length: CSV_BATCH + 30 }, (_, i) => ({
      operator: 'script',
      action: 'bulk:test',
      targetType: 'bulk',
      targetId: String(i),
      detail: { i },
    }));
    await t.database.db.insert(operatorAuditLog).values(rows);
    const res = await finance.get('/api/backoffice/audit.csv?target_type=bulk');
    const records = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(records).toHaveLength(CSV_BATCH + 31);
    const ids = records.slice(1).map((r) => Number(r[6]));
    expect(new Set(ids).size).toBe(CSV_BATCH + 30);
    expect(ids[0]).toBe(CSV_BATCH + 29);
  });
});
