import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** Is the link to `to` the current page? `end` matches that path only, not the pages below it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
}

/**
 * A navigation link that marks the current page with aria-current="page" (styled in CSS).
 * NavLink does the same but brings more code into the first download than this needs.
 */
export function NavItemLink({
  to,
  end,
  className,
  children,
}: {
  to: string;
  end?: boolean;
  className: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Link to={to} className={className} aria-current={isActivePath(pathname, to, end) ? 'page' : undefined}>
      {children}
    </Link>
  );
}
