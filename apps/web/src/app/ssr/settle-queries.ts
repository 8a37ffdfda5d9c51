import type { Query, QueryClient, QueryObserverOptions } from '@tanstack/react-query';

/** A query a render asked for that the server can answer: not fetched yet, and enabled for a visitor. */
function isWaiting(query: Query, client: QueryClient): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus === 'fetching') return false;
  // A query built by a component carries its observer's options, `enabled` among them.
  const options = { ...query.options, queryKey: query.queryKey } as QueryObserverOptions;
  const { enabled } = client.defaultQueryOptions(options);
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches what the last render asked for (its `useQuery` calls put their queries in the cache without
 * fetching on the server) and whatever loaders started; true when anything was fetched, so the page is
 * rendered again with it (docs/FIRST-LOAD.md#server-rendering). A failed query is left to the browser,
 * which asks for it again after hydration.
 */
export async function settleQueries(client: QueryClient): Promise<boolean> {
  const queries = client.getQueryCache().getAll();
  const waiting = queries.filter((query) => isWaiting(query, client));
  const running = queries.filter((query) => query.state.fetchStatus === 'fetching');
  await Promise.allSettled([
    ...waiting.map((query) => query.fetch()),
    ...running.map((query) => query.promise),
  ]);
  return waiting.length > 0 || running.length > 0;
}
