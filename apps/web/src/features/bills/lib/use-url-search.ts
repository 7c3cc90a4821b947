import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface SetUrlSearchOptions {
  replace?: boolean;
  state?: unknown;
  /** Render the new address at once rather than as a transition (e.g. a tab the user just chose). */
  flushSync?: boolean;
}

/**
 * The address bar's ?query as URLSearchParams, and a setter that keeps the path and the scroll
 * position. React Router's useSearchParams does the same but would add its helpers to the
 * first download (the router lives in the entry chunk); useLocation and useNavigate are there already.
 */
export function useUrlSearch(): [URLSearchParams, (next: URLSearchParams, options?: SetUrlSearchOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options: SetUrlSearchOptions = {}) => {
      const query = next.toString();
      navigate(
        { search: query ? `?${query}` : '' },
        { replace: options.replace, state: options.state, flushSync: options.flushSync, preventScrollReset: true },
      );
    },
    [navigate],
  );
  return [params, setParams];
}
