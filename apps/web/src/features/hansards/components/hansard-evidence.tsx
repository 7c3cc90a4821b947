import type { HansardEvidence } from '@kakyere/contract';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChipList } from '../../../components/ui/chip-list';
import { QuoteIcon } from '../../../components/evidence/quoted-source';
import { SourcePanel, type EvidenceProps } from '../../../components/evidence/source-panel';
import { SourceToggle, WithTrailing } from '../../../components/evidence/source-toggle';
import { evidenceByName, segmentSummary, type SentenceEvidence } from '../lib/evidence';

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
