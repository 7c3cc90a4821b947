import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tagIndustriesOfText } from '../../../apps/server/src/modules/engines/ai/hansard-analysis/builtin/tag-industries-of-text.js';

/**
 * The labelled sets that are plain text rather than whole Official Reports, tagged the way a caller
 * without a parsed sitting tags text (`tagIndustriesOfText`, as bills will be): the bill debates
 * cut from the 2011–12 sittings, and the one-line summaries of 28 later sittings.
 */

/**
 * An excerpt without its provenance header (the lines starting "#"), tagged as a bill would be: its
 * printed heading ("BILLS - SECOND READING" and the bill's title, the lines down to "Bill, 2011")
 * as headings, the debate as the body.
 */
export function tagExcerpt(file: string): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim()
    .split('\n');
  const titleEnd = lines.slice(0, 5).findIndex((line) => /\bBill\s*,?\s*\d/.test(line));
  const headingLines = titleEnd < 0 ? 1 : titleEnd + 1;
  const headings = [lines[0]!, lines.slice(1, headingLines).join(' ')].filter((h) => h.trim() !== '');
  return tagIndustriesOfText({ headings, body: lines.slice(headingLines).join('\n') }).map((t) => t.industry);
}

interface OdekroIndex {
  sittings: { date: string; topicsSummary: string }[];
}

/** Summary text by sitting date, from odekro_sittings_index.json. */
export function readOdekroSummaries(hansardsDir: string): Map<string, string> {
  const index = JSON.parse(readFileSync(path.join(hansardsDir, 'odekro_sittings_index.json'), 'utf8')) as OdekroIndex;
  return new Map(index.sittings.map((s) => [s.date, s.topicsSummary]));
}

/** A summary is a short text: tagged as a body, so a word in it must carry a tag on its own merit. */
export const tagSummary = (summary: string): string[] => tagIndustriesOfText({ body: summary }).map((t) => t.industry);
