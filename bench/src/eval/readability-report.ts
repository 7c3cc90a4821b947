import type { HansardAnalysis } from '@kakyere/contract';
import { checkReadability, READABILITY_FAULT_KINDS as KINDS, recordedStageIn, type ReadabilityFault } from '../../../apps/server/src/modules/engines/ai/readability/check-readability.js';
import { misspellingFinder } from '../../../apps/server/src/modules/engines/ai/hansard-analysis/builtin/polish-display-text.js';
import { listMembersPresent } from '../../../apps/server/src/modules/records/ingest/list-members-present.js';
import type { ParsedSitting } from '../../../apps/server/src/modules/engines/official-report/parsed-sitting.js';
import { markdownTable } from './markdown.js';

/** One analysed record in the readability check: its group ("TUNE", "REPORT", "OOD") and what the engine wrote. */
export interface ReadabilityItem {
  group: string;
  item: string;
  sitting: ParsedSitting | null;
  analysis: HansardAnalysis | null;
  /** OCR corrections the engine made while writing this analysis, "from → to", listed so a wrong one is seen. */
  corrections?: string[];
}

export function faultsOf(item: ReadabilityItem): ReadabilityFault[] {
  if (!item.analysis) return [];
  const speakerNames = item.sitting?.speeches.map((s) => s.speaker.name ?? s.speaker.label) ?? [];
  // "Key MPs Present" is stored with the Hansard beside the analysis; it is checked with it.
  const mps_present = item.sitting ? listMembersPresent(item.sitting) : [];
  return checkReadability(
    { ...item.analysis, mps_present },
    { speakerNames, findMisspellings: item.sitting ? misspellingFinder(item.sitting) : undefined, recordedStage: item.sitting ? recordedStageIn(item.sitting.text) : undefined },
  );
}

/** Faults per item and kind, a total per group, then every fault spelled out. */
export function readabilityTables(items: ReadabilityItem[]): { markdown: string; totals: Map<string, number> } {
  const rows: (string | number)[][] = [];
  const details: string[] = [];
  const totals = new Map<string, number>();
  for (const item of items) {
    const faults = faultsOf(item);
    const fields = item.analysis ? 1 + (item.sitting ? listMembersPresent(item.sitting).length : 0) + item.analysis.summary.length + item.analysis.key_topics.length + item.analysis.bills_discussed.length : 0;
    rows.push([item.group, item.item, fields, faults.length, ...KINDS.map((k) => faults.filter((f) => f.kind === k).length || ''), item.corrections?.length ?? 0]);
    totals.set(item.group, (totals.get(item.group) ?? 0) + faults.length);
    for (const f of faults) details.push(`- ${item.group} ${item.item}: ${f.field} ${f.kind} (${f.detail}): "${f.text.length > 140 ? `${f.text.slice(0, 140)}…` : f.text}"`);
    if (item.corrections && item.corrections.length > 0) details.push(`- ${item.group} ${item.item}: OCR corrections: ${item.corrections.join('; ')}`);
  }
  const markdown = [
    markdownTable(['half', 'item', 'fields', 'faults', ...KINDS, 'OCR corrections'], rows),
    '',
    markdownTable(['half', 'items', 'faults'], [...totals.entries()].map(([group, n]) => [group, items.filter((i) => i.group === group).length, n])),
    '',
    ...(details.length > 0 ? details : ['No readability faults.']),
  ].join('\n');
  return { markdown, totals };
}
