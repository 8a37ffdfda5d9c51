import type { Db } from '#db/client.ts';
import { memberContactsJoin } from '#members';
import * as queries from './queries.ts';
import type { ShotRow } from './queries.ts';

/**
 * The shot lists with each shooter's phone. The phones are members' (docs/ARCHITECTURE.md#each-domain-owns-its-tables):
 * `memberContactsJoin` joins their table into the list as a subquery, which PostgreSQL pulls up into the
 * join, so a list is still one statement with the plan of a direct join (docs/YEEKEE.md#scale).
 */
const shooters = memberContactsJoin('m');

/** The latest `limit` shots, newest first. */
export function latestShots(db: Db, roundId: number, limit: number): Promise<ShotRow[]> {
  return queries.latestShots(db, shooters, roundId, limit);
}

/** Every shot with seq above `afterSeq`, in order, each with the round's sum up to and including it. */
export function shotsAfter(db: Db, roundId: number, afterSeq: number): Promise<ShotRow[]> {
  return queries.shotsAfter(db, shooters, roundId, afterSeq);
}
