import { STAGES } from '@kakyere/contract/constants';
import type { Amendment, BillStage, StageKey, StageStatus } from '@kakyere/contract';

export interface StageInfo {
  key: StageKey;
  label: string;
  description: string;
  /** 1-based position among the 8 stages. */
  number: number;
}

const STAGE_INFO = new Map<StageKey, StageInfo>(
  STAGES.map((stage, index) => [stage.key, { ...stage, number: index + 1 }]),
);

export function stageInfo(key: StageKey): StageInfo {
  // Every StageKey is in STAGES; the fallback only guards a contract/server mismatch.
  return STAGE_INFO.get(key) ?? { key, label: key, description: '', number: 0 };
}

export function stageLabel(key: StageKey): string {
  return stageInfo(key).label;
}

export { isDateNotRecorded, orderedStages, pendingStage } from '@kakyere/contract/constants';

/** The amendment's own number, else 'Amendment N' by its position in the list (1-based). */
export function amendmentTitle(amendment: Pick<Amendment, 'amendmentNumber'>, index: number): string {
  return amendment.amendmentNumber?.trim() || `Amendment ${index + 1}`;
}

export interface VoteCounts {
  for: number;
  against: number;
  /** Only when above 0. */
  abstain: number | null;
}

/**
 * Spec "Bill detail screen": votes For and Against show when votesFor is not null; Abstain only
 * when above 0. A missing Against count with a recorded For count reads as 0.
 */
export function voteCounts(stage: Pick<BillStage, 'votesFor' | 'votesAgainst' | 'votesAbstain'>): VoteCounts | null {
  if (stage.votesFor === null) return null;
  return {
    for: stage.votesFor,
    against: stage.votesAgainst ?? 0,
    abstain: stage.votesAbstain !== null && stage.votesAbstain > 0 ? stage.votesAbstain : null,
  };
}

/** Spec §4: the line after a stage is green only if that stage is completed. */
export function connectorColour(status: StageStatus): 'green' | 'grey' {
  return status === 'completed' ? 'green' : 'grey';
}

/** Does the stage carry anything beyond its status (dates, committee, votes, notes, sources)? */
export function hasStageDetails(stage: BillStage): boolean {
  return Boolean(
    stage.startedDate ||
      stage.completedDate ||
      stage.committeeName ||
      stage.votesFor !== null ||
      stage.notes?.trim() ||
      stage.sources.length > 0,
  );
}

/** A Hansard permalink on this site (/hansards/{id}), opened in the app rather than a new tab. */
export function isSiteHansardPath(url: string): boolean {
  return /^\/hansards\/[^/?#\s]+$/.test(url);
}

/** 'https://www.graphic.com.gh/news/…' → 'graphic.com.gh'; anything unparsable as is. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || url;
  } catch {
    return url;
  }
}

/** Only web links are rendered as links; anything else is shown as text. */
export function isWebLink(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}
