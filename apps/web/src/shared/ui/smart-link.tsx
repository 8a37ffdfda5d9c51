import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Operator content links either to a page of this site ('/promotions') or elsewhere ('https://...');
 * the first stays in the router, the second opens a new tab without handing it our window.
 */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
