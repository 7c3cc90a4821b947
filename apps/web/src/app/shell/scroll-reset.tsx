import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../../lib/navigation-state';

/**
 * Starts each new page at the top. Back and forward are left to the browser, and navigations
 * that ask to keep the position (opening a Hansard over the list) keep it. Smaller than React
 * Router's ScrollRestoration, which matters for the first-load budget.
 */
export function ScrollReset() {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const keep = keepsScroll(state);
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !keep) window.scrollTo(0, 0);
    // Only a change of page should move the scroll position.
  }, [pathname]);
  return null;
}
