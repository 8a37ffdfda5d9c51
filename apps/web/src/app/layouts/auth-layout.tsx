import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { userInfoQueryOptions } from '@/shared/session/index.ts';

/**
 * Member pages (docs/rules/member-site.md#guards). The route's loader (validateLogin) has already turned
 * visitors away; on mount this layout asks the server who the member is, so a token that expired or was
 * revoked elsewhere ends here: the API client's 401 handling forgets the member and goes to /login.
 */
export function AuthLayout() {
  useQuery({ ...userInfoQueryOptions, refetchOnMount: 'always' });
  return (
    <div className="mx-auto w-full max-w-[960px]">
      <Outlet />
    </div>
  );
}
