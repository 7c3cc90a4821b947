/** Marks machine-written text, as openparliament.ca does with its summaries. */
export function AiLabel({ className = '', text = 'AI-generated summary' }: { className?: string; text?: string }) {
  return (
    <p className={`inline-flex items-center gap-1 text-xs font-medium text-slate-600 ${className}`}>
      <svg viewBox="0 0 16 16" className="size-3.5 text-gold-700" fill="currentColor" aria-hidden="true">
        <path d="M8 0l1.8 5.2L15 7l-5.2 1.8L8 14l-1.8-5.2L1 7l5.2-1.8z" />
      </svg>
      {text}
    </p>
  );
}
