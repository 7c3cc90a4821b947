import type { LaterBill, LegalOpinion, OpinionCitation, OpinionConfidence } from '@kakyere/contract';
import { Link } from 'react-router';
import { ProvenanceLine } from '../../../components/evidence/provenance-line';
import { QuotedSource } from '../../../components/evidence/quoted-source';
import { AiLabel } from '../../../components/ui/ai-label';
import { useHydrated } from '../../../lib/use-hydrated';
import { describeOpinionEngine, formatOpinionTime } from '../lib/describe-opinion';
import { splitAtQuoteParts } from '../lib/split-at-quote';
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

      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <AiLabel text="AI-generated opinion" />
        <ConfidenceBadge confidence={opinion.confidence} fromSummary={opinion.source.kind === 'summary'} />
      </div>
      <p className="mt-1 leading-relaxed break-words whitespace-pre-line text-slate-800" data-testid="opinion-text">
        {opinion.opinion}
      </p>

      {opinion.laterBills.length > 0 && <LaterBillsNote bills={opinion.laterBills} sourceKind={opinion.source.kind} />}

      {opinion.citations.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-semibold text-slate-900">{opinion.confidence === 'answered' ? 'Provisions relied on' : 'Closest provisions found'}</p>
          <ul className="mt-2 space-y-3">
            {opinion.citations.map((citation, index) => (
              <li key={`${citation.section}-${index}`}>
                <CitationDetails citation={citation} from={opinion.source.kind === 'act' ? 'Quoted from the Act' : 'Quoted from the bill'} />
              </li>
            ))}
          </ul>
        </div>
      )}

      <ProvenanceLine
        look="plain"
        className="mt-4 text-sm text-slate-600"
        testId="opinion-meta"
        lead={
          <>
            Given <time dateTime={opinion.timestamp}>{formatOpinionTime(opinion.timestamp, hydrated)}</time>
            {' · '}
          </>
        }
        author={describeOpinionEngine(opinion.engine)}
        tail={opinion.cached && ' · asked before, so this is the answer given then'}
      />
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
function CitationDetails({ citation, from }: { citation: OpinionCitation; from: string }) {
  const segments = splitAtQuoteParts(citation.text, citation.quoteParts);
  const place = /^schedule\b/i.test(citation.section) ? citation.section : `Section ${citation.section}`;
  return (
    <div data-testid="citation">
      <p className="text-sm break-words text-slate-800">
        <span className="font-semibold text-slate-900">{place}</span>
        {citation.heading && <span> — {citation.heading}</span>}
      </p>
      <QuotedSource quote={citation.quote} from={from} place={place}>
        <details className="group mt-1.5">
          <summary className="relative -ml-1 inline-flex min-h-8 cursor-pointer list-none items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            <span className="group-open:hidden">Show the whole section</span>
            <span className="hidden group-open:inline">Hide the whole section</span>
            <svg viewBox="0 0 20 20" className="size-4 shrink-0 transition-transform group-open:rotate-180" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="mt-1.5 rounded-md border border-slate-200 bg-white px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700" data-testid="citation-text">
            {segments
              ? segments.map((segment, index) =>
                  segment.quoted ? (
                    <mark key={index} className="rounded-sm bg-gold-300/60 px-0.5 text-slate-900">
                      {segment.text}
                    </mark>
                  ) : (
                    segment.text
                  ),
                )
              : citation.text}
          </div>
        </details>
      </QuotedSource>
    </div>
  );
}

const CONFIDENCE: Record<OpinionConfidence, { label: string; className: string; icon: string }> = {
  answered: { label: 'Answered from the text', className: 'border-brand-200 bg-brand-50 text-brand-800', icon: 'M4 10.5l4 4 8-9' },
  closest: { label: 'Not sure: closest provisions shown', className: 'border-gold-300 bg-gold-100/70 text-slate-900', icon: 'M10 5v6m0 4h.01' },
  'not-found': { label: 'Not found in the text', className: 'border-slate-300 bg-slate-100 text-slate-800', icon: 'M5 5l10 10M15 5L5 15' },
};

/**
 * How far the opinion answers what was asked, in words (not colour alone): answered from the text,
 * unsure with the closest provisions shown, or not found; without the text, that it rests on the
 * summary only.
 */
function ConfidenceBadge({ confidence, fromSummary }: { confidence: OpinionConfidence; fromSummary: boolean }) {
  const { label: textLabel, className, icon } = CONFIDENCE[confidence];
  // Without the bill's text there are no provisions to show: only the summary's sentences.
  const label = fromSummary ? (confidence === 'not-found' ? 'Not in the summary' : 'From the summary only') : textLabel;
  return (
    <p data-testid="opinion-confidence" data-confidence={confidence} className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${className}`}>
      <svg viewBox="0 0 20 20" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d={icon} />
      </svg>
      {label}
    </p>
  );
}

/** Later bills that amend or repeal the text the opinion rests on, so nobody takes a 2022 rate for today's. */
function LaterBillsNote({ bills, sourceKind }: { bills: readonly LaterBill[]; sourceKind: 'act' | 'bill' | 'summary' }) {
  const what = sourceKind === 'act' ? 'this Act' : 'this bill';
  return (
    <div role="note" data-testid="opinion-later-bills" className="mt-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm leading-snug text-slate-800">
      <p className="font-semibold text-slate-900">This may no longer be the law</p>
      <ul className="mt-1 space-y-1">
        {bills.map((bill) => (
          <li key={bill.id}>
            <Link to={`/bills/${bill.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {bill.title}
            </Link>{' '}
            {bill.relation === 'repeals' ? `repeals ${what}` : `amends ${what}`}
            {bill.status === 'passed' ? ' (passed).' : ` (${bill.status.replace(/-/g, ' ')}: not yet law).`}
          </li>
        ))}
      </ul>
    </div>
  );
}
