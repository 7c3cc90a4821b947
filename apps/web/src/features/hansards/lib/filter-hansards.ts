import { ALL_INDUSTRIES_OPTION } from '@kakyere/contract/constants';
import type { HansardListItem } from '@kakyere/contract';

export interface HansardFilter {
  /** Free text; matched case-insensitively as a substring of the title or the summary. */
  query: string;
  /** An industry name, or 'All Industries' / '' for no filter. */
  industry: string;
}

type Filterable = Pick<HansardListItem, 'title' | 'summary' | 'affected_industries'>;

/** Spec §5 Hansard search: substring on title or summary, exact industry match, both case-insensitive. */
export function matchesHansard(hansard: Filterable, filter: HansardFilter): boolean {
  const query = filter.query.trim().toLowerCase();
  if (
    query &&
    !hansard.title.toLowerCase().includes(query) &&
    !hansard.summary.toLowerCase().includes(query)
  ) {
    return false;
  }
  const industry = filter.industry.trim().toLowerCase();
  if (industry && industry !== ALL_INDUSTRIES_OPTION.toLowerCase()) {
    return hansard.affected_industries.some((entry) => entry.trim().toLowerCase() === industry);
  }
  return true;
}

export function filterHansards<T extends Filterable>(hansards: readonly T[], filter: HansardFilter): T[] {
  return hansards.filter((hansard) => matchesHansard(hansard, filter));
}
