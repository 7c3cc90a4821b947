import { BillDetailPage } from '../../features/bills/components/bill-detail-page';

/** /bills/:id: one bill's journey through Parliament. */
export function BillDetailRoute() {
  return <BillDetailPage />;
}
