import type { HansardListItem } from '@kakyere/contract';
import { isAiGenerated } from '../../../lib/provenance';

/**
 * The line a reader sees when a machine wrote a newer summary of the sitting than the one shown
 * (the editors' kept, or an older one an editor chose); null when there is none. Derived from the
 * record alone, so the server's HTML and the hydrated page say the same.
 */
export function newerSummaryNote(hansard: Pick<HansardListItem, 'provenance' | 'newer_machine_summary'>): string | null {
  if (!hansard.newer_machine_summary) return null;
  return isAiGenerated(hansard.provenance)
    ? 'A newer machine-written summary of this sitting exists; the editors chose to show this one.'
    : "A newer machine-written summary of this sitting exists; the editors' summary is shown.";
}
