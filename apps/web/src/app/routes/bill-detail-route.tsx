import { BillDetailPage } from '../../features/bills/components/bill-detail-page';
import { LegalOpinionPanel } from '../../features/legal-opinions/components/legal-opinion-panel';

const renderLegalOpinion = (billId: string) => <LegalOpinionPanel billId={billId} />;

/** /bills/:id: one bill's journey through Parliament, with the Legal Opinion tab's panel. */
export function BillDetailRoute() {
  return <BillDetailPage renderLegalOpinion={renderLegalOpinion} />;
}
