interface SpinnerProps {
  /** Read out to assistive technology; shown beside the spinner unless labelHidden. */
  label: string;
  labelHidden?: boolean;
  className?: string;
}

export function Spinner({ label, labelHidden = false, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-slate-600 ${className}`}>
      <svg
        className="size-6 animate-spin text-brand-700"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={labelHidden ? 'sr-only' : 'text-sm'}>{label}</span>
    </div>
  );
}
