import type { BusinessItem } from './business.js';
import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import { billTitleKey } from '../../../official-report/bill-names.js';

export interface Segment {
  at: number;
  item: BusinessItem | null;
}

const GROUP_KIND: [RegExp, BusinessItem['kind']][] = [
  [/^(?:PRIVATE MEMBERS'? )?MOTIONS?\b/i, 'motion'],
  [/^RESOLUTIONS?\b/i, 'resolution'],
  [/^(?:PERSONAL |MINISTERIAL )?STATEMENTS?\b/i, 'statement'],
  [/^PAPERS?\b/i, 'paper'],
  [/^(?:ORAL )?ANSWERS TO QUESTIONS|^URGENT QUESTIONS?/i, 'question'],
];
const NOT_BUSINESS = /^(?:PRAYERS|VOTES AND PROCEEDINGS|ADJOURNMENT|WELCOME ADDRESS|ANNOUNCEMENTS?|COMMUNICATIONS? FROM)/i;

/**
 * The parts of the proceedings, each with the item of business it takes, in the order the record
 * takes them. Built from the parser's headings (a group heading such as "MOTIONS" takes the next
 * motion on the contents list; a heading naming an item takes that item; other headings, such as a
 * question's title, continue the part they sit in). Without headings, from where each item's name
 * first appears in the proceedings.
 */
export function readSegments(ctx: { sitting: ParsedSitting; items: readonly BusinessItem[] }): Segment[] {
  const items = ctx.items.filter((i) => !i.generic);
  if (ctx.sitting.sections.length === 0) {
    return items.filter((i) => i.bodyAt !== null).map((item) => ({ at: item.bodyAt!, item })).sort((a, b) => a.at - b.at);
  }
  const used = new Set<BusinessItem>();
  const segments: Segment[] = [];
  for (const section of ctx.sitting.sections) {
    const heading = section.heading.replace(/\s+/g, ' ').trim();
    if (NOT_BUSINESS.test(heading)) {
      segments.push({ at: section.span.start, item: null });
      continue;
    }
    // The item the heading names most closely: "MINISTRY OF ROADS" is the Questions to that Ministry,
    // not a paper whose long title mentions the Ministry too.
    const named = items
      .map((i) => ({ i, score: nameScore(heading, i) }))
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score)[0]?.i;
    const kind = GROUP_KIND.find(([re]) => re.test(heading))?.[1];
    const next = kind ? items.find((i) => i.kind === kind && !used.has(i)) : undefined;
    const item = named ?? next;
    if (!item) continue; // a question title or procedural motion: still part of the current item
    used.add(item);
    segments.push({ at: section.span.start, item });
  }
  return segments;
}

/** How closely a heading names an item: 0 when it does not, up to 1 when their words are the same. */
function nameScore(heading: string, item: BusinessItem): number {
  if (item.bill) return /bill/i.test(heading) && billTitleKey(heading) === billTitleKey(item.bill) ? 1 : 0;
  const a = words(heading);
  const b = words(item.heading);
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size) >= 0.75 ? shared / Math.max(a.size, b.size) : 0;
}

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => w !== 'the' && w !== 'and'));
}

export function segmentOf(segments: Segment[], offset: number): number {
  let found = -1;
  for (let i = 0; i < segments.length && segments[i]!.at <= offset; i++) found = i;
  return found;
}
