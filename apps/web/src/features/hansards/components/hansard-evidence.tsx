import type { HansardEvidence, Provenance, SourceSpan } from '@kakyere/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChipList } from '../../../components/ui/chip-list';
import { QuoteIcon, QuotedSource } from '../../../components/evidence/quoted-source';
import { ExternalLink } from '../../../components/ui/external-link';
import { describeProvenance, evidenceByName, segmentSummary, type SentenceEvidence } from '../lib/evidence';

/** A passage of the transcript to show and highlight, and what it is the source of. */
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

interface EvidenceProps {
  showPassage: ShowPassage;
  canShow: CanShow;
}

/** "How this summary was made": who or what wrote it, and from what. */
export function ProvenanceLine({
  provenance,
  fallbackReason,
}: {
  provenance: Pick<Provenance, 'source' | 'engine' | 'engine_version' | 'model'>;
  fallbackReason: string | null;
}) {
  const { authorParts, source, note } = describeProvenance(provenance, fallbackReason);
  return (
    <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3 text-sm leading-snug text-slate-600">
      <svg viewBox="0 0 20 20" className="mt-px size-4 shrink-0 text-slate-500" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z"
          clipRule="evenodd"
        />
      </svg>
      <div className="min-w-0 break-words" data-testid="hansard-provenance">
        <p>
          <span className="sr-only">How this summary was made: </span>
          {authorParts.map((part, index) =>
            part.name ? (
              <span key={index} className="whitespace-nowrap">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
          {source && (
            <>
              {' from '}
              {source.kind === 'link' ? (
                <ExternalLink href={source.href} inline>
                  {source.label}
                </ExternalLink>
              ) : (
                source.text
              )}
            </>
          )}
          .
        </p>
        {note && <p className="mt-1">{note}</p>}
      </div>
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`size-3.5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The small "Source" disclosure button after a claim; its hit area reaches past its pill. */
function SourceToggle({
  open,
  panelId,
  what,
  onToggle,
}: {
  open: boolean;
  panelId: string;
  /** What it is the source of, for its accessible name: "sentence 2". */
  what: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={`${open ? 'Hide' : 'Show'} source for ${what}`}
      onClick={onToggle}
      className={`relative ml-1.5 inline-flex h-6 translate-y-[-1px] items-center gap-1 rounded-full px-2 align-middle text-xs font-medium ring-1 ring-inset transition-colors after:absolute after:-inset-x-1 after:-inset-y-2.5 after:content-[''] ${
        open
          ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
          : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'
      }`}
    >
      <QuoteIcon className="size-3" />
      Source
      <Chevron open={open} />
    </button>
  );
}

/** Text followed by a control that wraps together with the text's last word, never alone. */
function WithTrailing({ text, children }: { text: string; children: ReactNode }) {
  const cut = text.trimEnd().search(/\S+$/);
  if (cut <= 0) return <span className="whitespace-nowrap">{text}{children}</span>;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut).trimEnd()}
        {children}
      </span>
    </>
  );
}

/** A claim's quote from the record, its printed column and the way to it in the transcript. */
function SourcePanel({
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

/** The summary, sentence by sentence, each with the passage of the record it rests on. */
export function EvidenceSummary({
  summary,
  sentences,
  ...evidence
}: { summary: string; sentences: readonly SentenceEvidence[] } & EvidenceProps) {
  const baseId = useId();
  const segments = useMemo(() => segmentSummary(summary, sentences), [summary, sentences]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  if (!segments.some((segment) => segment.evidence)) {
    return <p className="leading-relaxed whitespace-pre-line text-slate-700">{summary}</p>;
  }
  const toggle = (n: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(n)) next.add(n);
      return next;
    });

  return (
    <div className="space-y-2.5 leading-relaxed text-slate-700">
      {segments.map((segment, index) => {
        const { evidence: item, number } = segment;
        if (!item || number === null) {
          return (
            <p key={index} className="whitespace-pre-line">
              {segment.text}
            </p>
          );
        }
        const panelId = `${baseId}-sentence-${number}`;
        const isOpen = open.has(number);
        return (
          <div key={index}>
            <p>
              <WithTrailing text={segment.text}>
                <SourceToggle open={isOpen} panelId={panelId} what={`sentence ${number}`} onToggle={() => toggle(number)} />
              </WithTrailing>
            </p>
            {isOpen && (
              <SourcePanel id={panelId} quote={item.quote} span={item.span} label={`sentence ${number}`} {...evidence} />
            )}
          </div>
        );
      })}
    </div>
  );
}

const chipClass = 'rounded-full px-2.5 text-xs font-medium ring-1 ring-inset';

/** The industry chips; a chip with evidence opens its quote below the chips. */
export function EvidenceIndustries({
  industries,
  evidence: items,
  ...evidence
}: { industries: readonly string[]; evidence: HansardEvidence['affected_industries'] } & EvidenceProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);
  const find = useMemo(() => evidenceByName(items, (item) => item.industry), [items]);

  if (!industries.some((industry) => find(industry))) {
    return <ChipList label="Affected industries" items={industries} />;
  }
  const panelId = `${baseId}-industry`;
  const openItem = open === null ? undefined : find(open);
  return (
    <div>
      <ul aria-label="Affected industries" className="flex flex-wrap gap-1.5">
        {industries.map((industry) => {
          const item = find(industry);
          if (!item) {
            return (
              <li key={industry} className={`${chipClass} inline-flex h-7 items-center bg-brand-50 text-brand-800 ring-brand-200`}>
                {industry}
              </li>
            );
          }
          const isOpen = open === industry;
          return (
            <li key={industry} className="flex">
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                aria-label={`${isOpen ? 'Hide' : 'Show'} source for ${industry}`}
                onClick={() => setOpen(isOpen ? null : industry)}
                className={`${chipClass} inline-flex h-7 items-center gap-1 transition-colors ${
                  isOpen
                    ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                    : 'bg-brand-50 text-brand-800 ring-brand-200 hover:bg-brand-100'
                }`}
              >
                {industry}
                <QuoteIcon className="size-3 opacity-70" />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && openItem && (
        <SourcePanel id={panelId} quote={openItem.quote} span={openItem.span} label={`“${open}”`} {...evidence} />
      )}
    </div>
  );
}

/** The bills discussed; a bill with a record links to it, and one with evidence shows its quote. */
export function EvidenceBills({
  bills,
  evidence: items,
  ...evidence
}: { bills: readonly string[]; evidence: HansardEvidence['bills_discussed'] } & EvidenceProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const find = useMemo(() => evidenceByName(items, (item) => item.bill), [items]);
  const toggle = (bill: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(bill)) next.add(bill);
      return next;
    });

  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700 marker:text-brand-600">
      {bills.map((bill, index) => {
        const item = find(bill);
        const panelId = `${baseId}-bill-${index}`;
        const isOpen = open.has(bill);
        return (
          <li key={bill}>
            {item?.bill_id ? (
              <>
                <Link
                  to={`/bills/${encodeURIComponent(item.bill_id)}`}
                  className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
                >
                  {bill}
                </Link>
                {/* The link stays whole; the pill may wrap after it. */}
                <SourceToggle open={isOpen} panelId={panelId} what={bill} onToggle={() => toggle(bill)} />
              </>
            ) : item ? (
              <WithTrailing text={bill}>
                <SourceToggle open={isOpen} panelId={panelId} what={bill} onToggle={() => toggle(bill)} />
              </WithTrailing>
            ) : (
              bill
            )}
            {item && isOpen && (
              <SourcePanel id={panelId} quote={item.quote} span={item.span} label={`“${bill}”`} {...evidence} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
