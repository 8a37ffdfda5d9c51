import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '@/shared/store/user-store.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => useUserStore.getState().logout());

/** Mounts a query the way a component would, and unmounts it at once. */
async function mount(queryKey: string[]) {
  const client = createQueryClient();
  const queryFn = vi.fn(async () => 'data');
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  unsubscribe();
  return queryFn;
}

describe('createQueryClient', () => {
  it('never runs a member query without a session', async () => {
    expect(await mount(['member', 'wallets'])).not.toHaveBeenCalled();
  });

  it('runs a member query for a logged-in member, and any other query for anyone', async () => {
    expect(await mount(['banners'])).toHaveBeenCalledOnce();
    useUserStore.getState().loginSuccess('tok');
    expect(await mount(['member', 'wallets'])).toHaveBeenCalledOnce();
  });
});
