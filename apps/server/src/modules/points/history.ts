import type { PointsHistoryPage, PointsHistoryQuery, PointsHistoryRow } from '@ug99/contract';
import type { Db } from '#db/client.ts';
import { memberStatement } from '#ledger';

/**
 * The member's points movements, newest first, read from the ledger's points account
 * (docs/rules/points.md#history): the same rows as the statement's POINT asset, as whole points.
 */
export async function pointsHistory(
  db: Db,
  memberId: number,
  query: PointsHistoryQuery,
): Promise<PointsHistoryPage> {
  const result = await memberStatement(db, memberId, {
    asset: 'POINT',
    page: query.page,
    pageSize: query.page_size,
  });
  return {
    page: query.page,
    page_size: query.page_size,
    total: result.total,
    rows: result.rows.map((row) => ({
      id: String(row.transferId),
      created_at: row.createdAt.toISOString(),
      reason: row.reason as PointsHistoryRow['reason'],
      reason_label: row.reasonLabel,
      points: Number(row.amount),
      balance_after: Number(row.balanceAfter),
      memo: row.memo,
    })),
  };
}
