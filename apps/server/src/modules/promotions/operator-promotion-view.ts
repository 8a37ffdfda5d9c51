import type { BoPromotion } from '@ug99/contract';
import { toPromotion } from './dto.ts';
import type { PromotionRow } from './queries.ts';

/** A promotion as the back office shows it and its audit rows record it (docs/BACKOFFICE.md#marketing). */
export function promotionView(row: PromotionRow): BoPromotion {
  const { agent_code: _agent, ...terms } = toPromotion(row, '');
  return { ...terms, active: row.active, sort_order: row.sortOrder, created_at: row.createdAt.toISOString() };
}
