import { HansardsPage } from '../../features/hansards/components/hansards-page';

/** /hansards, and /hansards/:id rendered in its outlet. */
export function HansardsRoute() {
  return <HansardsPage />;
}
