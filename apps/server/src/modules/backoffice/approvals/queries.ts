import { sql } from 'drizzle-orm';
import type { ApprovalKind } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { rowsOf } from '#db/rows.ts';

/** The SQL of four-eyes approvals (docs/BACKOFFICE.md#four-eyes-approval). */

export type ApprovalRow = {
  id: number;
  kind: ApprovalKind;
  subject: string;
  payload: Record<string, unknown>;
  requestedBy: number;
  requestedByName: string;
  requestedAt: Date;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  reason: string | null;
};

type Raw = {
  id: number;
  kind: ApprovalKind;
  subject: string;
  payload: Record<string, unknown> | string;
  requested_by: number;
  requested_name: string;
  requested_ms: string;
  status: ApprovalRow['status'];
  decided_by: number | null;
  decided_name: string | null;
  decided_ms: string | null;
  reason: string | null;
  total?: string;
};

const rowOf = (r: Raw): ApprovalRow => ({
  id: Number(r.id),
  kind: r.kind,
  subject: r.subject,
  payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
  requestedBy: Number(r.requested_by),
  requestedByName: r.requested_name,
  requestedAt: new Date(Number(r.requested_ms)),
  status: r.status,
  decidedBy: r.decided_by === null ? null : Number(r.decided_by),
  decidedByName: r.decided_name,
  decidedAt: r.decided_ms === null ? null : new Date(Number(r.decided_ms)),
  reason: r.reason,
});

/** Requester and decider as the audit log names them: "role:name". */
const columns = sql`a.id, a.kind, a.subject, a.payload, a.requested_by, rq.role || ':' || rq.name as requested_name,
  floor(extract(epoch from a.requested_at) * 1000)::bigint::text as requested_ms, a.status, a.decided_by,
  case when dc.id is null then null else dc.role || ':' || dc.name end as decided_name,
  floor(extract(epoch from a.decided_at) * 1000)::bigint::text as decided_ms, a.reason`;
const from = sql`backoffice_approvals a join operators rq on rq.id = a.requested_by
  left join operators dc on dc.id = a.decided_by`;

export async function findApproval(db: Db, id: number, lock = false): Promise<ApprovalRow | null> {
  const [row] = rowsOf<Raw>(
    await db.execute(
      sql`select ${columns} from ${from} where a.id = ${id} ${lock ? sql`for update of a` : sql``}`,
    ),
  );
  return row ? rowOf(row) : null;
}

/** The newest request of a kind for a subject, locked: a retry finds its own request here. */
export async function latestApproval(
  tx: Db,
  kind: ApprovalKind,
  subject: string,
): Promise<ApprovalRow | null> {
  const [row] = rowsOf<Raw>(
    await tx.execute(sql`select ${columns} from ${from} where a.kind = ${kind} and a.subject = ${subject}
      order by a.id desc limit 1 for update of a`),
  );
  return row ? rowOf(row) : null;
}

/** A new pending request; null when another of the kind is already pending for the subject. */
export async function insertApproval(
  tx: Db,
  input: {
    kind: ApprovalKind;
    subject: string;
    payload: Record<string, unknown>;
    requestedBy: number;
    at: Date;
  },
): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into backoffice_approvals (kind, subject, payload, requested_by, requested_at)
      values (${input.kind}, ${input.subject}, ${JSON.stringify(input.payload)}::jsonb, ${input.requestedBy},
        ${input.at.toISOString()}::timestamptz)
      on conflict (kind, subject) where status = 'pending' do nothing returning id`),
  );
  return row ? Number(row.id) : null;
}

/** Decides a pending request; false when it was no longer pending (someone decided it first). */
export async function decideApproval(
  tx: Db,
  input: { id: number; status: 'approved' | 'rejected'; decidedBy: number; at: Date; reason: string | null },
): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`update backoffice_approvals set status = ${input.status}, decided_by = ${input.decidedBy},
      decided_at = ${input.at.toISOString()}::timestamptz, reason = ${input.reason}
      where id = ${input.id} and status = 'pending' returning id`),
  );
  return rows.length === 1;
}

export async function pageApprovals(
  db: Db,
  q: {
    kinds: readonly ApprovalKind[];
    status: string;
    kind?: ApprovalKind | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ total: number; rows: ApprovalRow[] }> {
  const kinds = q.kind ? q.kinds.filter((k) => k === q.kind) : [...q.kinds];
  if (kinds.length === 0) return { total: 0, rows: [] };
  const rows = rowsOf<Raw>(
    await db.execute(sql`select ${columns}, count(*) over ()::text as total from ${from}
      where a.status = ${q.status} and a.kind = any(${sql.param(kinds)}::text[])
      order by a.requested_at ${q.status === 'pending' ? sql`asc` : sql`desc`}, a.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  return { total: Number(rows[0]?.total ?? 0), rows: rows.map(rowOf) };
}
