import { HansardsPage } from '../../features/hansards/components/hansards-page';
import { QueryProvider } from '../query-provider';

/** /hansards, and /hansards/:id rendered in its outlet. */
export function HansardsRoute() {
  return (
    <QueryProvider>
      <HansardsPage />
    </QueryProvider>
  );
}
