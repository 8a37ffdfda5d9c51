import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client.ts';
import { isLedgerError } from './errors.ts';

/** SQLSTATEs after which the whole use case may simply run again: nothing it did was kept. */
const RETRYABLE_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

export const MAX_ATTEMPTS = 8;

/** The SQLSTATE of a database error, looking through the wrappers drizzle puts around driver errors. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names (node-postgres and PGlite both report it). */
export function constraintOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

export function isRetryable(err: unknown): boolean {
  return isLedgerError(err, 'CONCURRENT_REPLAY') || RETRYABLE_SQLSTATES.has(sqlStateOf(err) ?? '');
}

export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/**
 * Runs `work` again after a retryable failure, a bounded number of times, waiting a random, growing
 * moment in between so that the transactions that collided do not collide again in lockstep.
 */
export async function withRetries<T>(work: () => Promise<T>, maxAttempts = MAX_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= maxAttempts || !isRetryable(err)) throw err;
      await sleep(Math.random() * Math.min(2 ** attempt, 50));
    }
  }
}

/**
 * Opens the one transaction of a use case and retries the whole of it on serialization failures and
 * deadlocks, so callers never see them. Called inside a transaction it simply joins it: only the
 * outermost call can retry, because only it can start the work over from a clean slate.
 */
export function runInLedgerTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return fn(db);
  return withRetries(() => db.transaction((tx) => fn(tx)));
}
