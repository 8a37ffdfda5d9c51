import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { lottoRounds } from '#db/schema/lotto.ts';

/**
 * When the oldest round that has a result and is not settled yet got it (null when none), a scalar
 * subquery of the platform's queue gauges' one statement (docs/OPERATIONS.md#metrics): app.ts hands it
 * to them, since platform code imports no domain (docs/ARCHITECTURE.md#each-domain-owns-its-tables).
 */
export function unsettledResultSinceSql(): SQL {
  return sql`(select min(resulted_at) from ${lottoRounds} where status = 'resulted')`;
}
