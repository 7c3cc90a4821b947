import { BillsPage } from '../../features/bills/components/bills-page';

/** /bills: the bills list, searched and filtered on the server. */
export function BillsRoute() {
  return <BillsPage />;
}
