import type { SearchSpeech } from '@kakyere/contract';

/** Results from one sitting that come one after another, shown under that sitting's heading. */
export interface SittingGroup {
  /** Unique in the list: the same sitting can come back later, after another's results. */
  key: string;
  hansardId: string;
  date: string;
  sittingTitle: string;
  speeches: SearchSpeech[];
}

/**
 * Groups consecutive results by sitting, keeping the ranking's order: a sitting whose speeches are
 * ranked apart appears twice rather than pulling a lower result up.
 */
export function groupBySitting(speeches: readonly SearchSpeech[]): SittingGroup[] {
  const groups: SittingGroup[] = [];
  for (const speech of speeches) {
    const last = groups.at(-1);
    if (last && last.hansardId === speech.hansardId) {
      last.speeches.push(speech);
      continue;
    }
    groups.push({ key: `${speech.hansardId}-${groups.length}`, hansardId: speech.hansardId, date: speech.date, sittingTitle: speech.sittingTitle, speeches: [speech] });
  }
  return groups;
}
