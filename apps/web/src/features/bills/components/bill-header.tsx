import { FEED_PATHS, LIMITS } from '@kakyere/contract/constants';
import type { Bill } from '@kakyere/contract';
import type { ReactNode } from 'react';
import { ChipList } from '../../../components/ui/chip-list';
import { FeedLink } from '../../../components/ui/feed-link';
import { billStatusBadge } from '../lib/badges';
import { BillDate } from './bill-date';
import { stageInfo } from '../lib/journey';
import { Badge, BillNumber } from './badge';

/** The bill's header card: what it is, who brought it, where it stands. */
export function BillHeader({ bill }: { bill: Bill }) {
  const shortTitle = bill.shortTitle?.trim();
  const stage = stageInfo(bill.currentStage);
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <BillNumber value={bill.billNumber} />
        <Badge spec={billStatusBadge(bill.status)} testId="bill-status" />
      </div>
      <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-3xl">{bill.title}</h1>
      {shortTitle && shortTitle !== bill.title && <p className="mt-1 text-slate-600">{shortTitle}</p>}

      {(bill.actNumber || bill.actTitle) && (
        <p className="mt-3 inline-flex flex-wrap items-center gap-x-2 rounded-lg bg-green-50 px-3 py-1.5 text-sm text-green-900 ring-1 ring-green-200 ring-inset">
          <span className="font-semibold">Became law:</span>
          {[bill.actTitle, bill.actNumber].filter(Boolean).join(' · ')}
        </p>
      )}

      <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{bill.summary}</p>

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm lg:grid-cols-4">
        <Item term="Bill type">{bill.billType}</Item>
        <Item term="Current stage">
          {stage.label} ({stage.number} of {LIMITS.stageCount})
        </Item>
        <Item term="Introduced">
          {bill.introductionDate && <BillDate iso={bill.introductionDate} />}
        </Item>
        <Item term="Last action">
          {bill.lastActionDate && <BillDate iso={bill.lastActionDate} />}
        </Item>
        <Item term="Sponsor" className="col-span-2">
          {bill.sponsor}
        </Item>
        <Item term="Ministry" className={bill.parliament ? 'col-span-2 lg:col-span-1' : 'col-span-2'}>
          {bill.ministry}
        </Item>
        {bill.parliament && (
          <Item term="Parliament" className="col-span-2 lg:col-span-1">
            {bill.parliament}
          </Item>
        )}
      </dl>

      {bill.industries.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="text-sm text-slate-600">Industries</span>
          <ChipList label="Industries" items={bill.industries} />
        </div>
      )}
      <FeedLink href={FEED_PATHS.bill(bill.id)} of="this bill's stages and debates" className="mt-2" />
    </header>
  );
}

function Item({ term, className = '', children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-slate-800">{children || <span className="text-slate-600">Not recorded</span>}</dd>
    </div>
  );
}
