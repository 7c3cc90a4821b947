import type { HansardListItem } from '@kakyere/contract';
import { useId } from 'react';
import { SittingLine } from '../../../components/hansard/sitting-line';
import { SummaryFeedback } from '../../../components/summary-feedback/summary-feedback';
import { AiLabel } from '../../../components/ui/ai-label';
import { ChipList } from '../../../components/ui/chip-list';
import { BulletList, DetailSection, NoneRecorded } from '../../../components/ui/detail-section';
import { ExternalLink } from '../../../components/ui/external-link';
import { Modal, ModalBody, ModalHeader } from '../../../components/ui/modal';
import { isAiGenerated } from '../../../lib/provenance';

interface FeedDetailModalProps {
  hansard: HansardListItem;
  onClose: () => void;
}

/** 'View Full' on a feed card: the whole summary and every list, without the transcript. */
export function FeedDetailModal({ hansard, onClose }: FeedDetailModalProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <ModalHeader titleId={titleId} title={hansard.title} onClose={onClose}>
        <SittingLine hansard={hansard} className="mt-1 text-sm text-slate-600" />
      </ModalHeader>
      <ModalBody>
        <div className="space-y-6">
          <DetailSection title="Summary">
            {isAiGenerated(hansard.provenance) && <AiLabel className="mb-2" />}
            <p className="leading-relaxed whitespace-pre-line text-slate-700">{hansard.summary}</p>
            <SummaryFeedback hansard={hansard} />
          </DetailSection>
          <DetailSection title="Affected Industries">
            {hansard.affected_industries.length > 0 ? (
              <ChipList label="Affected industries" items={hansard.affected_industries} />
            ) : (
              <NoneRecorded />
            )}
          </DetailSection>
          <DetailSection title="Key Topics">
            <BulletList items={hansard.key_topics} />
          </DetailSection>
          <DetailSection title="Bills Discussed">
            <BulletList items={hansard.bills_discussed} />
          </DetailSection>
        </div>
      </ModalBody>
      {hansard.document_url && (
        <div className="border-t border-slate-200 px-5 py-2 sm:px-6">
          <ExternalLink href={hansard.document_url}>View Original Document</ExternalLink>
        </div>
      )}
    </Modal>
  );
}
