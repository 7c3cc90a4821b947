import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other form ('Already have an account? Log in'). */
  footer?: ReactNode;
}

/** The frame of every account screen: one narrow card, centred, as comfortable on a phone as on a desk. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-8 pb-12 sm:pt-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-sm text-slate-700">{footer}</p>}
    </div>
  );
}
