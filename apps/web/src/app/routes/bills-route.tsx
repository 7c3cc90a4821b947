import { BillsPage } from '../../features/bills/components/bills-page';
import { QueryProvider } from '../query-provider';

/** /bills: the bills list, searched and filtered on the server. */
export function BillsRoute() {
  return (
    <QueryProvider>
      <BillsPage />
    </QueryProvider>
  );
}
