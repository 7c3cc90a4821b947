import type { LegalOpinion, OpinionCitation } from '@kakyere/contract';
import { QuotedSource } from '../../../components/evidence/quoted-source';
import { AiLabel } from '../../../components/ui/ai-label';
import { useHydrated } from '../../../lib/use-hydrated';
import { describeOpinionEngine, formatOpinionTime } from '../lib/describe-opinion';
import { splitAtQuote } from '../lib/split-at-quote';
import { OpinionFeedback } from './opinion-feedback';

interface OpinionCardProps {
  billId: string;
  opinion: LegalOpinion;
  /** The answer just given (the others are earlier ones, listed below it). */
  latest: boolean;
}

/**
 * One answer: the question, the opinion, each provision it rests on (expandable to the quoted words,
 * highlighted in the section's full text), when and by what it was written, the disclaimer, and
 * "Was this helpful?". Every text here is rendered as text, never as HTML.
 */
export function OpinionCard({ billId, opinion, latest }: OpinionCardProps) {
  const hydrated = useHydrated();
  return (
    <article
      data-testid="legal-opinion"
      aria-label={`Legal opinion: ${opinion.question}`}
      className={`rounded-xl border bg-white p-4 sm:p-5 ${latest ? 'border-brand-200 shadow-sm' : 'border-slate-200'}`}
    >
      <p className="text-sm font-medium text-slate-600">Your question</p>
      <p className="mt-0.5 font-semibold break-words text-slate-900">{opinion.question}</p>

      <AiLabel className="mt-4" text="AI-generated opinion" />
      <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-800" data-testid="opinion-text">
        {opinion.opinion}
      </p>

      {opinion.citations.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-900">Provisions relied on</p>
          <ul className="mt-2 space-y-3">
            {opinion.citations.map((citation, index) => (
              <li key={`${citation.section}-${index}`}>
                <CitationDetails citation={citation} />
              </li>
            ))}
          </ul>
        </div>
      )}

      <p className="mt-4 text-sm text-slate-600" data-testid="opinion-meta">
        Given <time dateTime={opinion.timestamp}>{formatOpinionTime(opinion.timestamp, hydrated)}</time>
        {' · '}
        {describeOpinionEngine(opinion.engine)}
        {opinion.cached && ' · asked before, so this is the answer given then'}
      </p>
      <p className="mt-3 rounded-lg bg-gold-100/70 px-3 py-2 text-sm leading-snug text-slate-800" data-testid="opinion-disclaimer">
        {opinion.disclaimer}
      </p>
      {latest && <OpinionFeedback billId={billId} opinionId={opinion.id} />}
    </article>
  );
}

/**
 * A cited section: its quoted words as evidence (as a sitting's summary shows its sources), and the
 * section's full text on demand with those words marked. A <details>, so it opens without JavaScript.
 */
function CitationDetails({ citation }: { citation: OpinionCitation }) {
  const parts = splitAtQuote(citation.text, citation.quote);
  return (
    <div data-testid="citation">
      <p className="text-sm break-words text-slate-800">
        <span className="font-semibold text-slate-900">Section {citation.section}</span>
        {citation.heading && <span> — {citation.heading}</span>}
      </p>
      <QuotedSource quote={citation.quote} from="Quoted from the bill" place={`Section ${citation.section}`}>
        <details className="group mt-1.5">
          <summary className="relative -ml-1 inline-flex min-h-8 cursor-pointer list-none items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            <span className="group-open:hidden">Show the whole section</span>
            <span className="hidden group-open:inline">Hide the whole section</span>
            <svg viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="mt-1.5 rounded-md border border-slate-200 bg-white px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700" data-testid="citation-text">
            {parts ? (
              <>
                {parts.before}
                <mark className="rounded-sm bg-gold-300/60 px-0.5 text-slate-900">{parts.quote}</mark>
                {parts.after}
              </>
            ) : (
              citation.text
            )}
          </div>
        </details>
      </QuotedSource>
    </div>
  );
}
