import { accountRoutes } from '@ug99/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo as MemberInfo } from '@ug99/contract';
import { callApi, unwrap } from '../api/index.ts';
import { useUserStore, type UserInfo } from '../store/user-store.ts';

/**
 * Every query that belongs to the logged-in member starts with this key, so a logout (or the next
 * login) can drop them all at once and nobody sees the previous member's balances.
 */
export const MEMBER_QUERY_KEY = ['member'] as const;

/**
 * Only what the header and the member panel need is persisted: localStorage outlives the session, and
 * the member's name and bank details have no business staying on a shared phone.
 */
function storedUserInfo(info: MemberInfo): UserInfo {
  return {
    user: { username: info.user.username, vip_level: info.user.vip_level },
    agent_code: info.agent_code,
  };
}

/**
 * GET /api/get_user_info: the member's details; keeps the store's userInfo in step
 * (docs/rules/member-site.md#store).
 */
export async function getUserInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const info = unwrap(await callApi(accountRoutes.userInfo, { signal }));
  useUserStore.getState().setUserInfo(storedUserInfo(info));
  return info;
}

export const userInfoQueryOptions = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'info'],
  queryFn: ({ signal }) => getUserInfo(signal),
  staleTime: 30_000,
});

export function useUserInfo() {
  return useQuery(userInfoQueryOptions);
}
