import type { ReactNode } from 'react';

interface AlertsFrameProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the card: a way elsewhere ('Already subscribed? …'). */
  footer?: ReactNode;
}

/**
 * The frame of the alert pages: a heading and one card, wide enough for the industry checklist. On a
 * phone the card's frame is dropped: its border and padding would leave two columns of industries too
 * narrow for 'Transportation' at 360px.
 */
export function AlertsFrame({ title, intro, children, footer }: AlertsFrameProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:px-6 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">{children}</div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
