import { BillDetailPage } from '../../features/bills/components/bill-detail-page';
import { QueryProvider } from '../query-provider';

/** /bills/:id: one bill's journey through Parliament. */
export function BillDetailRoute() {
  return (
    <QueryProvider>
      <BillDetailPage />
    </QueryProvider>
  );
}
