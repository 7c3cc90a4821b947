import { PAGES } from '@kakyere/contract/constants';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { HydrateApart } from '../../../components/ui/hydration-chunks';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { whenIdle } from '../../../lib/when-idle';
import { isValidBillId, useBillJourney } from '../api/get-bill-journey';
import { ApiRequestError, isNotFound } from '../../../lib/api-client';
import { billJourneyErrorMessage } from '../lib/bill-errors';
import { BILL_TABS, billTabSearch, parseBillTab, type BillTab } from '../lib/bill-tabs';
import { orderedStages, stageInfo } from '../lib/journey';
import { useUrlSearch } from '../lib/use-url-search';
import type { BillLinkState } from './bill-card';
import { BillHeader } from './bill-header';
import { BillTabList, panelId, tabId } from './bill-tabs';
import { ArrowLeftIcon } from './icons';
import { AmendmentsPanel, DebatesPanel, PanelHeading, StakeholdersPanel } from './journey-panels';
import { JourneyTimeline } from './journey-timeline';
import { SourceList } from './source-links';

/** /bills/:id (spec "Bill detail screen"): the header card, five tabs, and the bill's sources. */
interface BillDetailPageProps {
  /** The Legal Opinion tab's panel (another feature's, composed by the route). */
  renderLegalOpinion: (billId: string) => ReactNode;
  /** Fetches what that panel needs, once the page is live and idle, so the tab opens complete. */
  preloadLegalOpinion: (billId: string) => void;
  /** Where the bill's stored text is as an Akoma Ntoso document; null or absent when no text is stored. */
  textDocumentPath?: string | null;
}

export function BillDetailPage({ renderLegalOpinion, preloadLegalOpinion, textDocumentPath }: BillDetailPageProps) {
  const { id } = useParams();
  const location = useLocation();
  const journey = useBillJourney(id);
  const [searchParams, setSearchParams] = useUrlSearch();
  const tab = parseBillTab(searchParams.get('tab'));
  const idPrefix = `bill${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const sourcesId = `${idPrefix}-sources`;
  // Remember where the list was, so "Back to Bills" returns to the same results.
  const [listSearch] = useState(() => (location.state as BillLinkState | null)?.listSearch ?? '');
  const backTo = `/bills${listSearch}`;

  const invalid = !isValidBillId(id);
  const error = invalid ? new ApiRequestError('notFound', 404) : journey.error;
  const data = journey.data;
  useDocumentTitle(data ? PAGES.bill.subject.title(data.bill) : error ? billJourneyErrorMessage(error) : PAGES.bill.title);
  const shownBillId = data?.bill.id;
  useEffect(() => {
    if (!shownBillId) return;
    return whenIdle(() => preloadLegalOpinion(shownBillId));
  }, [shownBillId, preloadLegalOpinion]);

  // Each tab is a link to its own address, which the server renders: tabs work without JavaScript.
  function tabHref(next: BillTab): string {
    const query = billTabSearch(searchParams, next).toString();
    return query ? `?${query}` : location.pathname;
  }

  function selectTab(next: BillTab) {
    setSearchParams(billTabSearch(searchParams, next), { replace: true, state: location.state, flushSync: true });
  }

  if (error) {
    return (
      <Page>
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Error</h1>
          <p className="mt-2 text-slate-700">{billJourneyErrorMessage(error)}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={backTo} className={buttonClass('primary')}>
              Back to Bills
            </Link>
            {!isNotFound(error) && (
              <button
                type="button"
                onClick={() => void journey.refetch()}
                disabled={journey.isFetching}
                className={buttonClass('secondary')}
              >
                {journey.isFetching ? 'Retrying…' : 'Try again'}
              </button>
            )}
          </div>
        </div>
      </Page>
    );
  }

  if (!data) {
    return (
      <Page back={backTo}>
        <Spinner label="Loading bill journey..." className="py-24" />
      </Page>
    );
  }

  const { bill, amendments, debates, stakeholders } = data;
  const stages = orderedStages(data.stages);
  const counts = {
    stages: stages.length,
    amendments: amendments.length,
    debates: debates.length,
    stakeholders: stakeholders.length,
  };
  const current = stageInfo(bill.currentStage);
  const panels: Record<BillTab, ReactNode> = {
    journey: (
      <>
        <PanelHeading title="Legislative Journey">
          Currently at {current.label}, stage {current.number} of {stages.length}.
        </PanelHeading>
        <JourneyTimeline stages={stages} currentStage={bill.currentStage} />
      </>
    ),
    amendments: <AmendmentsPanel amendments={amendments} />,
    debates: <DebatesPanel debates={debates} />,
    stakeholders: <StakeholdersPanel stakeholders={stakeholders} />,
    'legal-opinion': renderLegalOpinion(bill.id),
  };

  return (
    <Page back={backTo}>
      <BillHeader bill={bill} />

      <div className="mt-6">
        <BillTabList idPrefix={idPrefix} selected={tab} counts={counts} hrefFor={tabHref} onSelect={selectTab} />
        {BILL_TABS.map((key) => (
          <div
            key={key}
            role="tabpanel"
            id={panelId(idPrefix, key)}
            aria-labelledby={tabId(idPrefix, key)}
            hidden={key !== tab}
            tabIndex={0}
            className="pt-5 focus-visible:outline-offset-4"
          >
            {key === tab && <HydrateApart deps={[key, data, renderLegalOpinion]}>{panels[key]}</HydrateApart>}
          </div>
        ))}
      </div>

      <HydrateApart deps={[bill.sources, sourcesId]}>
        <section aria-labelledby={sourcesId} className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id={sourcesId} className="text-lg font-semibold text-slate-900">
            Sources
          </h2>
          <p className="mt-0.5 mb-2 text-sm text-slate-600">
            Every fact on this page comes from these public records. Each stage lists its own sources too.
          </p>
          <SourceList urls={bill.sources} />
          {textDocumentPath && <StandardDocumentLink href={textDocumentPath} />}
        </section>
      </HydrateApart>
    </Page>
  );
}

/**
 * The bill's text in the legislative world's standard XML (Akoma Ntoso), for legal-information tools.
 * An enacted text is published as the Act (its address is under /akn/gh/act/), so it is called that.
 */
function StandardDocumentLink({ href }: { href: string }) {
  const enacted = href.startsWith('/akn/gh/act/');
  return (
    <p className="mt-3 text-sm text-slate-600">
      {enacted ? 'The Act’s text' : 'The bill’s text'} in the OASIS standard for legislative documents:{' '}
      {/* A whole tap target (44 px), like the sources above it; last in the sentence, so its taller line is the last. */}
      <a href={href} type="application/akn+xml" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800">
        Akoma Ntoso XML
      </a>
    </p>
  );
}

function Page({ back, children }: { back?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-4 pb-12 sm:px-6 sm:pt-6">
      {back && (
        <Link
          to={back}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeftIcon />
          Back to Bills
        </Link>
      )}
      <div className={back ? 'mt-2' : 'mt-6'}>{children}</div>
    </div>
  );
}
