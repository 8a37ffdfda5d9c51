import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work that may only happen once a transaction has committed (docs/OPERATIONS.md#metrics): a counter of
 * money moved must not count a transaction that rolled back, nor each attempt of one that was retried
 * after a serialization failure. `db.transaction` of the application's databases (db/client.ts) opens a
 * scope; what is registered inside it runs when the outermost transaction returns, and is dropped when
 * it throws. Outside any scope (a statement that commits by itself) it runs at once.
 */
const scope = new AsyncLocalStorage<Array<() => void>>();

export function afterCommit(fn: () => void): void {
  const pending = scope.getStore();
  if (pending) pending.push(fn);
  else fn();
}

/**
 * Runs `work` in a scope of its own: on success what it registered joins the enclosing scope (or runs,
 * when there is none); on failure it is dropped. A savepoint whose failure the caller catches uses it too.
 */
export async function inCommitScope<T>(work: () => Promise<T>): Promise<T> {
  const parent = scope.getStore();
  const own: Array<() => void> = [];
  const result = await scope.run(own, work);
  if (parent) parent.push(...own);
  else for (const fn of own) fn();
  return result;
}
