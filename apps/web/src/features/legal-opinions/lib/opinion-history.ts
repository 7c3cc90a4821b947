import type { LegalOpinion } from '@kakyere/contract';
import { browserStorage, readItem, writeItem, type KeyValueStorage } from '../../../lib/safe-storage';

/** How many answers on one bill this browser keeps. */
export const OPINION_HISTORY_LIMIT = 10;

const storageKey = (billId: string) => `kakyere.legalOpinions.${billId}`;

function isOpinion(value: unknown): value is LegalOpinion {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.question === 'string' &&
    typeof v.opinion === 'string' &&
    typeof v.timestamp === 'string' &&
    typeof v.disclaimer === 'string' &&
    Array.isArray(v.citations) &&
    typeof v.engine === 'object' &&
    v.engine !== null
  );
}

/**
 * An answer kept by an earlier version of the site, given the fields added since: how sure it was
 * (it cited something, or it did not), the quote as its one part, no later bills known.
 */
function upgrade(opinion: LegalOpinion): LegalOpinion {
  const stored = opinion as Partial<LegalOpinion> & LegalOpinion;
  return {
    ...stored,
    confidence: stored.confidence ?? (stored.citations.length > 0 ? 'answered' : 'not-found'),
    source: stored.source ?? { kind: 'bill', title: '' },
    laterBills: Array.isArray(stored.laterBills) ? stored.laterBills : [],
    citations: stored.citations.map((c) => ({ ...c, quoteParts: Array.isArray(c.quoteParts) && c.quoteParts.length ? c.quoteParts : [c.quote] })),
  };
}

/** The answers this browser was given on a bill, newest first; anything unreadable is dropped, anything older brought up to date. */
export function readOpinionHistory(billId: string, storage: KeyValueStorage | null = browserStorage()): LegalOpinion[] {
  const raw = readItem(storage, storageKey(billId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isOpinion).slice(0, OPINION_HISTORY_LIMIT).map(upgrade) : [];
  } catch {
    return [];
  }
}

/** Puts an answer first (an answer given again replaces its earlier copy) and keeps the newest few. */
export function addToOpinionHistory(history: readonly LegalOpinion[], opinion: LegalOpinion): LegalOpinion[] {
  return [opinion, ...history.filter((earlier) => earlier.id !== opinion.id)].slice(0, OPINION_HISTORY_LIMIT);
}

export function writeOpinionHistory(billId: string, history: readonly LegalOpinion[], storage: KeyValueStorage | null = browserStorage()): void {
  writeItem(storage, storageKey(billId), JSON.stringify(history));
}
