import type { ReactNode } from 'react';

// The account and alert screens show their outcomes in the same boxes; features may not import
// each other (eslint.config.js), so they live here. Margins come from the caller (className).

/** Something went wrong, or cannot be done (spec §8): a red box, read out as soon as it appears. */
export function ErrorBox({ id, className = '', children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className={`rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ${className}`}>
      {children}
    </p>
  );
}

/** A request that went through: what happened, or what happens next. */
export function SuccessBox({ id, className = '', children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <p id={id} role="status" className={`rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900 ${className}`}>
      {children}
    </p>
  );
}

/** Worth knowing, not a failure (alerts stopped, a number not yet confirmed). */
export function NoticeBox({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ${className}`}>{children}</div>;
}
