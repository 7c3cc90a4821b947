import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { searchHref, type SearchState } from '../lib/search-query';

/**
 * The page numbers around the current one, with the first and last: [1, null, 4, 5, 6, 7, 8, null, 100]
 * (null: a gap). A gap of one page shows that page instead: "…" would take its place for nothing.
 */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const gap = i > 0 ? n - sorted[i - 1]! : 1;
    return gap === 1 ? [n] : gap === 2 ? [n - 1, n] : [null, n];
  });
}

const numberClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-medium';

/**
 * Previous, the page numbers and Next, as plain links that keep the words and every filter, so the
 * speeches page without JavaScript. A phone shows "Page 2 of 9" between Previous and Next instead of the numbers.
 */
export function SearchPager({ applied, pages }: { applied: SearchState; pages: number }) {
  if (pages <= 1) return null;
  const { page } = applied;
  const href = (n: number) => searchHref({ ...applied, page: n });
  return (
    <nav aria-label="Pages of speeches" className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={buttonClass('secondary')}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 sm:hidden">
        Page {page} of {pages}
      </span>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${numberClass} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link to={href(n)} className={`${numberClass} text-brand-800 hover:bg-slate-100`} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={buttonClass('secondary')}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
