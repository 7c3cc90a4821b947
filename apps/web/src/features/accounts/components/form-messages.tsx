import type { ReactNode } from 'react';

/** Spec §8: auth errors in a red box above the form. */
export function ErrorBox({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mb-5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** A request that went through: what happens next. */
export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900">
      {children}
    </p>
  );
}
