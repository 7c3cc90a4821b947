import { isBillId } from '@kakyere/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { BillDetailPage } from '../../features/bills/components/bill-detail-page';
import { billSectionsQuery } from '../../features/legal-opinions/api/get-bill-sections';
import { LegalOpinionPanel } from '../../features/legal-opinions/components/legal-opinion-panel';

const renderLegalOpinion = (billId: string) => <LegalOpinionPanel billId={billId} />;

/** /bills/:id: one bill's journey through Parliament, with the Legal Opinion tab's panel. */
export function BillDetailRoute() {
  const queryClient = useQueryClient();
  // What the Legal Opinion panel shows first depends on the bill's text (a note that there is none,
  // or starter questions): fetched ahead, it is there when the tab opens, not pushed in later.
  const preloadLegalOpinion = useCallback((billId: string) => void queryClient.prefetchQuery(billSectionsQuery(billId)), [queryClient]);
  // The same answer says whether the text is on file, so the page can link its Akoma Ntoso document.
  const { id } = useParams();
  const sections = useQuery({ ...billSectionsQuery(id ?? ''), enabled: isBillId(id) });
  return (
    <BillDetailPage
      renderLegalOpinion={renderLegalOpinion}
      preloadLegalOpinion={preloadLegalOpinion}
      textDocumentPath={sections.data?.aknPath ?? null}
    />
  );
}
