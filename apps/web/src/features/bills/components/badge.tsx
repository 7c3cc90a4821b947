import { BADGE_TONE_CLASSES, type BadgeSpec } from '../lib/badges';

interface BadgeProps {
  spec: BadgeSpec;
  className?: string;
  testId?: string;
}

/** A status pill; data-tone names its colour for tests and styling hooks. */
export function Badge({ spec, className = '', testId }: BadgeProps) {
  return (
    <span
      data-testid={testId}
      data-tone={spec.tone}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE_TONE_CLASSES[spec.tone]} ${className}`}
    >
      {spec.label}
    </span>
  );
}

/** The bill number, only when the bill has one (no real bill does yet). */
export function BillNumber({ value }: { value: string | null }) {
  const number = value?.trim();
  if (!number) return null;
  return (
    <span className="inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">
      <span className="sr-only">Bill number </span>
      {number}
    </span>
  );
}
