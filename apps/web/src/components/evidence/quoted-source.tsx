import type { ReactNode } from 'react';

/** The quotation-mark glyph that marks evidence: on "Source" buttons and beside quotes. */
export function QuoteIcon({ className = 'size-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`shrink-0 ${className}`} fill="currentColor" aria-hidden="true">
      <path d="M4.5 5A2.5 2.5 0 0 0 2 7.5v2A2.5 2.5 0 0 0 4.5 12H6c0 1.4-.6 2.3-1.9 2.8a.75.75 0 0 0 .6 1.4C6.8 15.4 7.5 13.6 7.5 11V7.5A2.5 2.5 0 0 0 5 5h-.5Zm8 0A2.5 2.5 0 0 0 10 7.5v2a2.5 2.5 0 0 0 2.5 2.5H14c0 1.4-.6 2.3-1.9 2.8a.75.75 0 0 0 .6 1.4c2.1-.8 2.8-2.6 2.8-5.2V7.5A2.5 2.5 0 0 0 13 5h-.5Z" />
    </svg>
  );
}

interface QuotedSourceProps {
  id?: string;
  /** Words copied from the source, shown as they are (text, never HTML). */
  quote: string;
  /** Where they come from, e.g. "Quoted from the proceedings", "Quoted from the bill". */
  from: string;
  /** Where in it, as printed: "Col. 12", "Section 4"; null when unknown. */
  place: string | null;
  /** A way to the passage in the whole source ("Show in full proceedings", the whole section). */
  children?: ReactNode;
}

/**
 * One piece of evidence: the quoted words, whose they are and where they are printed, and a way to
 * see them in place. AI summaries of sittings and legal opinions on bills show their sources alike.
 */
export function QuotedSource({ id, quote, from, place, children }: QuotedSourceProps) {
  return (
    <div id={id} className="mt-2 rounded-r-lg border-l-4 border-gold-400 bg-slate-50 py-2.5 pr-3 pl-3.5">
      <figure>
        <blockquote className="font-serif text-[0.9375rem] leading-relaxed break-words whitespace-pre-line text-slate-800">
          {quote}
        </blockquote>
        <figcaption className="mt-1.5 text-xs text-slate-600">
          {from}
          {place !== null && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="font-semibold whitespace-nowrap text-slate-700">{place}</span>
            </>
          )}
        </figcaption>
      </figure>
      {children}
    </div>
  );
}
