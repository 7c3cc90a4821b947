import type { SourceSpan } from '@kakyere/contract';
import { QuotedSource } from './quoted-source';

/** A passage of a transcript to show and highlight, and what it is the source of. */
export interface Passage {
  start: number;
  end: number;
  column: number | null;
  /** What the passage backs, as read after "the source of": "sentence 2", "“Energy”". */
  label: string;
}

/**
 * Shows a passage in the Full Proceedings box; null when the transcript is not there to show it,
 * or when the span does not fit it (returns false for such a span).
 */
export type ShowPassage = ((passage: Passage) => void) | null;
export type CanShow = (span: Pick<SourceSpan, 'start' | 'end'>) => boolean;

export interface EvidenceProps {
  showPassage: ShowPassage;
  canShow: CanShow;
}

/** A claim's quote from the record, its printed column and the way to it in the transcript. */
export function SourcePanel({
  id,
  quote,
  span,
  label,
  showPassage,
  canShow,
}: {
  id: string;
  quote: string;
  span: SourceSpan;
  label: string;
} & EvidenceProps) {
  const show = showPassage && canShow(span) ? showPassage : null;
  return (
    <QuotedSource id={id} quote={quote} from="Quoted from the proceedings" place={span.column !== null ? `Col. ${span.column}` : null}>
      {show && (
        <button
          type="button"
          onClick={() => show({ start: span.start, end: span.end, column: span.column, label })}
          className="relative mt-1.5 -ml-1 inline-flex min-h-8 items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-brand-700 underline-offset-4 after:absolute after:-inset-y-1.5 after:inset-x-0 after:content-[''] hover:underline"
        >
          Show in full proceedings
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M10 4v12m0 0l-4.5-4.5M10 16l4.5-4.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </QuotedSource>
  );
}
