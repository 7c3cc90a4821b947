import { STAGES } from '@kakyere/contract/constants';
import type { SearchResponse } from '@kakyere/contract';
import { formatLongDate } from '../../../lib/format-date';

type Answer = Omit<SearchResponse, 'success'>;

const SITTING_DATE = /^(\d{4}-\d{2}-\d{2})/;

/** 'value-added-tax-bill-2025' → 'Value added tax bill 2025': an id read aloud, when nothing better is known. */
export function readableId(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The sitting a filter names: its title where the results carry it, else its date (sitting ids start with it). */
export function sittingLabel(id: string, answer: Answer | undefined): string {
  const title = answer?.data.speeches.find((speech) => speech.hansardId === id)?.sittingTitle ?? answer?.data.sittings.find((sitting) => sitting.id === id)?.title;
  if (title) return title;
  const date = SITTING_DATE.exec(id)?.[1];
  return date ? `The sitting of ${formatLongDate(date)}` : readableId(id);
}

/** The bill a filter names: its title where the results carry it, else its id read aloud. */
export function billLabel(id: string, answer: Answer | undefined): string {
  return answer?.data.bills.find((bill) => bill.id === id)?.title ?? readableId(id);
}

/** 'committee' → 'Committee Stage'. */
export function stageLabel(key: string): string {
  return STAGES.find((stage) => stage.key === key)?.label ?? readableId(key);
}
