import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { authPagePath } from '../session/return-to.ts';

/**
 * A "log in" or "register" link of a page that needs a member: it carries the page along, so the
 * visitor comes back to it afterwards (docs/ACCOUNTS.md#coming-back-after-login).
 */
export function AuthPageLink({
  page,
  className,
  children,
}: {
  page: 'login' | 'register';
  className?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Link to={authPagePath(page, location)} className={className}>
      {children}
    </Link>
  );
}
