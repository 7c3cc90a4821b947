import { MESSAGES, PAGES } from '@kakyere/contract/constants';
import type { Hansard, HansardListItem } from '@kakyere/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ProvenanceLine } from '../../../components/evidence/provenance-line';
import type { CanShow, ShowPassage } from '../../../components/evidence/source-panel';
import { SittingLine } from '../../../components/hansard/sitting-line';
import { SummaryFeedback } from '../../../components/summary-feedback/summary-feedback';
import { AiLabel } from '../../../components/ui/ai-label';
import { buttonClass } from '../../../components/ui/button-styles';
import { ChipList } from '../../../components/ui/chip-list';
import { BulletList, DetailSection, NoneRecorded } from '../../../components/ui/detail-section';
import { Modal, ModalBody, ModalHeader } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isNotFound } from '../../../lib/api-client';
import { hansardPdfPath } from '../../../lib/hansard-links';
import { isAiGenerated } from '../../../lib/provenance';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isValidHansardId, useHansard, useHansardPreview } from '../api/get-hansard';
import { useHansards } from '../api/get-hansards';
import { useSittingSpeeches, type SpeechMark } from '../api/get-speeches';
import { describeProvenance, spanWithin } from '../lib/evidence';
import { newerSummaryNote } from '../lib/newer-summary-note';
import { FullProceedings, type Highlight } from './full-proceedings';
import { EvidenceBills, EvidenceIndustries, EvidenceSummary } from './hansard-evidence';
import { MembersPresent } from './members-present';
import type { HansardDetailState } from './hansards-page';

/**
 * /hansards/:id: the Hansard's detail dialog over the list, so a shared link opens straight
 * onto it and closing it lands on /hansards.
 */
export function HansardDetailRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const list = useHansards();
  const detail = useHansard(id);
  const speeches = useSittingSpeeches(id);
  // The sitting as the server rendered this address with it, until the full record arrives.
  const preview = useHansardPreview(id);

  const fromList = (location.state as HansardDetailState | null)?.fromList === true;
  const close = () => {
    if (fromList) navigate(-1);
    else navigate('/hansards', { state: { keepScroll: true } });
  };

  const listItem = list.data?.find((hansard) => hansard.id === id);
  const hansard: HansardListItem | Hansard | undefined = detail.data ?? listItem ?? preview ?? undefined;
  const notFound =
    !isValidHansardId(id) ||
    (preview === null && !detail.data && !listItem) || (isNotFound(detail.error) && !listItem) || (detail.isError && list.isSuccess && !listItem);
  const { subject } = PAGES.hansard;
  useDocumentTitle(hansard ? subject.title(hansard) : notFound ? subject.missing : PAGES.hansard.title);

  if (notFound) {
    return (
      <Modal labelledBy={titleId} onClose={close} closeHref="/hansards" size="md">
        <ModalHeader titleId={titleId} title={MESSAGES.hansardNotFound} onClose={close} />
        <ModalBody>
          <p className="text-slate-700">
            There is no Hansard at this address. The link may be mistyped, or the record may have been moved.
          </p>
          <Link to="/hansards" className={buttonClass('primary', 'mt-5')}>
            Back to all Hansards
          </Link>
        </ModalBody>
      </Modal>
    );
  }

  if (!hansard) {
    return (
      <Modal labelledBy={titleId} onClose={close} closeHref="/hansards" size="md">
        <ModalHeader titleId={titleId} title={detail.isError ? 'Could not load this Hansard' : 'Loading Hansard…'} onClose={close} />
        <ModalBody>
          {detail.isError ? (
            <div role="alert">
              <p className="text-slate-700">{MESSAGES.connectFailed}</p>
              <button type="button" onClick={() => void detail.refetch()} className={buttonClass('secondary', 'mt-4')}>
                Retry
              </button>
            </div>
          ) : (
            <Spinner label="Loading Hansard…" className="py-10" />
          )}
        </ModalBody>
      </Modal>
    );
  }

  return (
    <Modal labelledBy={titleId} onClose={close} closeHref="/hansards">
      <ModalHeader titleId={titleId} title={hansard.title} onClose={close}>
        <SittingLine hansard={hansard} className="mt-1 text-sm text-slate-600" />
      </ModalHeader>
      <ModalBody>
        <HansardDetailContent
          key={hansard.id}
          hansard={hansard}
          full={detail.data}
          speeches={speeches.data}
          loading={detail.isPending}
          failed={detail.isError}
          onRetry={() => void detail.refetch()}
        />
      </ModalBody>
      {(hansard.has_pdf || detail.data?.akn_path) && (
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-200 px-5 py-3 sm:px-6">
          {hansard.has_pdf && (
            <a href={hansardPdfPath(hansard.id)} download className={buttonClass('primary', 'w-full sm:w-auto')}>
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              Download Official Hansard PDF
            </a>
          )}
          {/* The speeches in the legislative world's standard XML, for legal-information tools. Its label tells a
              reader who has never heard of the standard that it is for machines, in one line on a phone (the
              footer takes room from the reading); the link is a whole tap target (44 px). */}
          {detail.data?.akn_path && (
            <p className="min-w-0 flex-1 basis-64 text-sm text-slate-600">
              Machine-readable record:{' '}
              <a
                href={detail.data.akn_path}
                type="application/akn+xml"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
              >
                Akoma Ntoso XML
              </a>
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

interface HansardDetailContentProps {
  hansard: HansardListItem | Hansard;
  /** The record from /api/hansards/{id}, with its transcript and evidence, once it has loaded. */
  full: Hansard | undefined;
  speeches: readonly SpeechMark[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The dialog's sections; keyed by the Hansard, so revealed sources and highlights start afresh. */
function HansardDetailContent({ hansard, full, speeches, loading, failed, onRetry }: HansardDetailContentProps) {
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const evidence = full?.evidence ?? null;
  const rawText = full?.raw_text ?? '';
  const showPassage: ShowPassage = rawText.trim()
    ? (passage) => setHighlight((current) => ({ ...passage, request: (current?.request ?? 0) + 1 }))
    : null;
  const canShow: CanShow = (span) => spanWithin(rawText, span) !== null;
  const sources = { showPassage, canShow };
  const newerNote = newerSummaryNote(hansard);
  const provenance = describeProvenance(hansard.provenance, evidence?.fallback_reason ?? null);

  return (
    <div className="space-y-6">
      <DetailSection title="Affected Industries">
        {hansard.affected_industries.length === 0 ? (
          <NoneRecorded />
        ) : evidence ? (
          <EvidenceIndustries industries={hansard.affected_industries} evidence={evidence.affected_industries} {...sources} />
        ) : (
          <ChipList label="Affected industries" items={hansard.affected_industries} />
        )}
      </DetailSection>
      <DetailSection title="Summary">
        {isAiGenerated(hansard.provenance) && <AiLabel className="mb-2" />}
        {evidence ? (
          <EvidenceSummary summary={hansard.summary} sentences={evidence.summary} {...sources} />
        ) : (
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{hansard.summary}</p>
        )}
        <ProvenanceLine
          look="ruled"
          testId="hansard-provenance"
          srLabel="How this summary was made: "
          author={provenance.authorParts}
          source={provenance.source}
          note={provenance.note}
        />
        {newerNote && <p className="mt-2 text-sm text-slate-600">{newerNote}</p>}
        <SummaryFeedback hansard={hansard} />
      </DetailSection>
      <DetailSection title="Key Topics Discussed">
        <BulletList items={hansard.key_topics} />
      </DetailSection>
      <DetailSection title="Bills Discussed">
        {evidence && hansard.bills_discussed.length > 0 ? (
          <EvidenceBills bills={hansard.bills_discussed} evidence={evidence.bills_discussed} {...sources} />
        ) : (
          <BulletList items={hansard.bills_discussed} />
        )}
      </DetailSection>
      <DetailSection title="Key MPs Present">
        {full ? <MembersPresent people={full.mps_present_people} /> : <BulletList items={hansard.mps_present} columns />}
      </DetailSection>
      <DetailSection title="Full Proceedings">
        <FullProceedings
          hansard={hansard}
          full={full}
          speeches={speeches}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          highlight={highlight}
          onClearHighlight={() => setHighlight(null)}
        />
      </DetailSection>
    </div>
  );
}
