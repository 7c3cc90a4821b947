import { STAGES } from '@kakyere/contract/constants';
import type { Bill } from '@kakyere/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { billStatusBadge } from '../lib/badges';
import { BillDate } from './bill-date';
import { stageInfo } from '../lib/journey';
import { Badge, BillNumber } from './badge';
import { ArrowRightIcon } from './icons';

/** Location state of a link into a bill: where "Back to Bills" returns (the list as filtered). */
export interface BillLinkState {
  listSearch?: string;
}

interface BillCardProps {
  bill: Bill;
  /** The list's current ?query, so the detail page can link back to the same results. */
  listSearch: string;
}

export function BillCard({ bill, listSearch }: BillCardProps) {
  const titleId = useId();
  const stage = stageInfo(bill.currentStage);
  const shortTitle = bill.shortTitle?.trim();
  const state: BillLinkState = { listSearch };
  return (
    <article
      data-testid="bill-card"
      aria-labelledby={titleId}
      className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-slate-300 hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <BillNumber value={bill.billNumber} />
        <Badge spec={billStatusBadge(bill.status)} testId="bill-status" />
        <span className="text-sm text-slate-600">{bill.billType}</span>
      </div>
      <h2 id={titleId} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
        {bill.title}
      </h2>
      {shortTitle && shortTitle !== bill.title && <p className="mt-0.5 text-sm text-slate-600">{shortTitle}</p>}
      <p className="mt-2 line-clamp-2 text-[0.9375rem] leading-relaxed text-slate-700">{bill.summary}</p>

      <div className="mt-3">
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Current stage:</span> {stage.label}{' '}
          <span className="text-slate-600">
            ({stage.number} of {STAGES.length})
          </span>
        </p>
        <StageProgress current={stage.number} />
      </div>

      <dl className="mt-3 grid flex-1 grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 gap-y-1 text-sm">
        {bill.sponsor && (
          <Row term="Sponsor">
            <span className="line-clamp-2" title={bill.sponsor}>
              {bill.sponsor}
            </span>
          </Row>
        )}
        {bill.ministry && (
          <Row term="Ministry">
            <span className="line-clamp-2" title={bill.ministry}>
              {bill.ministry}
            </span>
          </Row>
        )}
        {bill.introductionDate && (
          <Row term="Introduced">
            <BillDate iso={bill.introductionDate} />
          </Row>
        )}
        {bill.lastActionDate && (
          <Row term="Last action">
            <BillDate iso={bill.lastActionDate} />
          </Row>
        )}
      </dl>

      <div className="mt-4 border-t border-slate-100 pt-2">
        {/* The link covers the whole card (after:inset-0), so any tap on it opens the journey. */}
        <Link
          to={`/bills/${encodeURIComponent(bill.id)}`}
          state={state}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:outline-none"
        >
          View Bill Journey
          <span className="sr-only">: {bill.title}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </>
  );
}

/** Eight small bars, filled up to the bill's current stage. */
function StageProgress({ current }: { current: number }) {
  return (
    <div className="mt-1.5 grid grid-cols-8 gap-1" aria-hidden="true">
      {STAGES.map((stage, index) => (
        <span
          key={stage.key}
          className={`h-1.5 rounded-full ${index < current ? 'bg-brand-600' : 'bg-slate-200'}`}
        />
      ))}
    </div>
  );
}
