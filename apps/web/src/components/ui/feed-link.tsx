import { ATOM_TYPE } from '@kakyere/contract/constants';
import { lineIconProps } from './icon-props';

/**
 * A visible link to a page's Atom feed (issue 31): a plain `<a>`, since the server answers the feed,
 * not the app. Its name starts with what it shows ("Atom feed"), then says whose (`of`) to screen
 * readers, where the page around it says so to everyone else.
 */
export function FeedLink({ href, of, className = '' }: { href: string; of: string; className?: string }) {
  return (
    <a
      href={href}
      type={ATOM_TYPE}
      className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline ${className}`}
    >
      <svg {...lineIconProps} className="size-4 shrink-0">
        <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
        <circle cx="6" cy="18" r="1.25" fill="currentColor" />
      </svg>
      Atom feed<span className="sr-only"> of {of}</span>
    </a>
  );
}
