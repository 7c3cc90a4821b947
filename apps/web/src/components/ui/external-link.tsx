import type { ReactNode } from 'react';

const styles = {
  // A stand-alone link: a 44 px touch target.
  block: {
    link: 'inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 underline-offset-4 hover:underline',
    icon: 'size-4 shrink-0',
  },
  // A link inside a sentence: flows with the text.
  inline: {
    link: 'font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700',
    icon: 'ml-0.5 inline size-3.5 align-[-0.125em]',
  },
};

/** A link that opens in a new tab, says so to screen readers, and cannot reach back to this page. */
export function ExternalLink({
  href,
  children,
  className = '',
  inline = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  inline?: boolean;
}) {
  const style = styles[inline ? 'inline' : 'block'];
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${style.link} ${className}`}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg viewBox="0 0 24 24" className={style.icon} fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
