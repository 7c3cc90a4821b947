import type { AknWork } from '@kakyere/contract';
import type { BillSectionRecord } from '../bill-texts/bill-text-repository.js';
import { eIdPart, openAknDocument, serialiseAknDocument, type XMLBuilder } from './akn-document.js';

export interface BillDocumentSource {
  work: AknWork;
  bill: { title: string; introductionDate: string | null };
  text: { title: string | null; importedAt: string };
  /** The stored sections in printed order, schedules after them. */
  sections: readonly BillSectionRecord[];
}

// "(1)", "(2A)" opening a line: a subsection, as the importer reads them (parse-bill-text.ts).
const SUBSECTION_RE = /^\((\d+[A-Za-z]{0,2})\)\s*(.*)$/;
// "PART II — ADMINISTRATION" → num "PART II", heading "ADMINISTRATION" (the importer joins them so).
const PART_RE = /^(PART\s+\S+)\s*(?:[—–―:]|-{1,2})?\s*(.*)$/is;

/**
 * A stored bill text as an Akoma Ntoso 3.0 `act` (an enacted text) or `bill`: its parts as `part`,
 * sections as `section` with `num` and `heading`, their numbered subsections as `subsection` (the
 * lines before the first one as `intro`), and schedules after the sections as
 * `hcontainer name="schedule"` in the body: a schedule as an attachment would need a document (and
 * meta) of its own, which the stored text does not have.
 */
export function buildBillDocument({ work, bill, text, sections }: BillDocumentSource): string {
  const name = text.title?.replace(/\s*\(Act\s+\d+\)\s*$/i, '') ?? bill.title;
  const { doc, root } = openAknDocument({
    work,
    workDate: bill.introductionDate ? { date: bill.introductionDate, name: 'introduction' } : { date: text.importedAt.slice(0, 10), name: 'imported' },
    generated: text.importedAt.slice(0, 10),
    ...(work.type === 'act' ? { number: work.number } : {}),
    name,
  });
  root.ele('preface').ele('p').ele('docTitle').txt(text.title ?? bill.title);

  const body = root.ele('body');
  const ids = new Set<string>();
  const unique = (id: string) => {
    let candidate = id;
    for (let n = 2; ids.has(candidate); n += 1) candidate = `${id}-${n}`;
    ids.add(candidate);
    return candidate;
  };
  let part = null as { label: string; element: XMLBuilder } | null;
  for (const section of sections) {
    if (section.kind === 'schedule') {
      const element = body.ele('hcontainer', { eId: unique(`hcontainer_${eIdPart(section.number)}`), name: 'schedule' });
      element.ele('num').txt(section.number);
      if (section.heading) element.ele('heading').txt(section.heading);
      paragraphs(element.ele('content'), section.text.split('\n'));
      continue;
    }
    let parent = body;
    if (section.part) {
      if (part?.label !== section.part) {
        const [, num = section.part, heading = ''] = PART_RE.exec(section.part) ?? [];
        const element = body.ele('part', { eId: unique(`part_${eIdPart(num.replace(/^PART\s+/i, ''))}`) });
        element.ele('num').txt(num);
        if (heading.trim()) element.ele('heading').txt(heading.replace(/\s+/g, ' ').trim());
        part = { label: section.part, element };
      }
      parent = part.element;
    } else {
      part = null;
    }
    writeSection(parent, section, unique(`sec_${eIdPart(section.number)}`));
  }
  return serialiseAknDocument(doc);
}

function writeSection(parent: XMLBuilder, section: BillSectionRecord, eId: string): void {
  const element = parent.ele('section', { eId });
  element.ele('num').txt(section.number);
  if (section.heading) element.ele('heading').txt(section.heading);
  const intro: string[] = [];
  const subsections: { num: string; lines: string[] }[] = [];
  for (const line of section.text.split('\n')) {
    const subsection = SUBSECTION_RE.exec(line.trim());
    if (subsection) subsections.push({ num: `(${subsection[1]})`, lines: [subsection[2]!] });
    else (subsections.at(-1)?.lines ?? intro).push(line);
  }
  if (subsections.length === 0) {
    paragraphs(element.ele('content'), intro);
    return;
  }
  if (intro.some((line) => line.trim())) paragraphs(element.ele('intro'), intro);
  const seen = new Set<string>();
  for (const subsection of subsections) {
    let id = `${eId}__subsec_${eIdPart(subsection.num)}`;
    for (let n = 2; seen.has(id); n += 1) id = `${eId}__subsec_${eIdPart(subsection.num)}-${n}`;
    seen.add(id);
    const child = element.ele('subsection', { eId: id });
    child.ele('num').txt(subsection.num);
    paragraphs(child.ele('content'), subsection.lines);
  }
}

/** Each non-empty line a paragraph; at least one, as `content` and `intro` require. */
function paragraphs(parent: XMLBuilder, lines: readonly string[]): void {
  const kept = lines.map((line) => line.trim()).filter(Boolean);
  for (const line of kept.length ? kept : ['']) parent.ele('p').txt(line);
}
