import { Link } from 'react-router';
import { buttonClass } from './button-styles';

interface PageLinksProps {
  /** What the pages are of, for the navigation's name: "Pages of Members". */
  label: string;
  page: number;
  pages: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
  className?: string;
}

/** Previous / "Page N of M" / Next as plain links, so a list pages without JavaScript. Nothing for one page. */
export function PageLinks({ label, page, pages, hrefOf, className = '' }: PageLinksProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 text-sm ${className}`}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass('secondary')}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={buttonClass('secondary')}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
