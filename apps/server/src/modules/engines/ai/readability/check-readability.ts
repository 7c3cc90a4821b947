import type { HansardAnalysis } from '@kakyere/contract';
import { editDistance } from '../../text-index/edit-distance.js';
import { billNameKey, billNamesInProse, isWholeBillName, splitBillName } from '../../official-report/bill-names.js';

/**
 * What an editor would send back: faults in the generated title, summary, topics and bill names
 * that a reader notices at once. The rules look at the form of the text only (markers, endings,
 * repeats, shape of a bill name), never at words of particular sittings, so they hold on records
 * the engine has not seen. Used by the evaluation (`npm run eval:ingest`) and by the built-in engine
 * to drop a candidate topic that would read badly.
 */

export type ReadabilityField = 'title' | 'summary' | 'topic' | 'bill' | 'opinion' | 'member';
export const READABILITY_FAULT_KINDS = [
  'debris',
  'numbering',
  'misspelling',
  'too-long',
  'repeat',
  'cut-off',
  'speaker-topic',
  'generic-topic',
  'malformed-bill',
  'weak-quotation',
  'office-as-member',
  'procedural-opening',
  'generic-stage',
] as const;
export type ReadabilityFaultKind = (typeof READABILITY_FAULT_KINDS)[number];

export interface ReadabilityFault {
  field: ReadabilityField;
  kind: ReadabilityFaultKind;
  text: string;
  detail: string;
}

export interface ReadabilityContext {
  /** Names of the sitting's speakers as printed ("Mr Samuel Ofosu Ampofo"); their words never make a topic. */
  speakerNames?: readonly string[];
  /** Spots an OCR misspelling in display text (the engine's corrector); none given: not checked. */
  findMisspellings?: (text: string) => string[];
  /**
   * The stage the record itself prints for a bill ("read the second time", "referred to the Finance
   * Committee"), or null; given, a summary that says only that the bill was "debated" is faulted.
   */
  recordedStage?: (bill: string) => string | null;
}

export type CheckedAnalysis = Pick<HansardAnalysis, 'title' | 'summary' | 'key_topics' | 'bills_discussed'> & {
  /** "Key MPs Present" as stored with the Hansard; not part of the engine's analysis, so optional. */
  mps_present?: readonly string[];
};

export const MAX_TITLE_CHARS = 120;

// Column markers as printed ("[Col. 312]", "Cols. 12-14") and as OCR reads them ("C0l. 31", "CoI 31",
// "[Co1.", "Cot. 12"), the page-turn note and bare bracketed numbers.
const COLUMN_MARKER = /\[\s*(?:c[o0][l1i|]|cot)s?\b|\b(?:c[o0][l1i|]|cot)s?\s*\.?\s*\]?\s*\d{1,5}\b|\bP\.\s*T\.\s*O\b|\[\s*\d{1,5}\s*\]?|\|\s*\d{1,5}\b/i;
// Dashes left over from a contents line ("Report - - -", "– Statement"), underscores, tildes, bullets;
// a single spaced dash between words is punctuation and stays.
const STRAY_MARKS = /^\s*[-–—]|[-–—]\s*$|[-–—]{2,}|[-–—]\s+[-–—.,;:]|[_~|•]/;
// "(iii) Report …", "2. Report", "b) Report" at the start of a name, or after a quotation mark or a list separator.
const LIST_NUMBERING = /(?:^|[“"‘;:]\s*)(?:\(?\s*(?:[ivx]{1,5}|\d{1,2}|[a-h])\s*\)|\d{1,2}\.\s)\s*(?=[A-Z“])/;
const ORDINAL_CASE = /\b\d+(?:St|Nd|Rd|Th|ST|ND|RD|TH)\b/;
const SMALL_ENDING = /\b(?:of|and|the|for|on|to|in|by|with|a|an|or|between|from|at|as|its|their)$/i;
const HONORIFIC = /\b(?:Mr|Mrs|Ms|Miss|Dr|Prof|Hon|Alhaji|Hajia|Madam|Rev|Rt|Nana|Papa)\b\.?\s+[A-Z]/;
const INTERJECTION = /\b(?:interruptions?|laughter|uproar|applause|hear,?\s+hear|shame|some\s+hon\.?\s+members|cheers|murmurs?)\b|!/i;
// A short topic names nothing when its head is a vague noun ("Eminent Person", "Strike Action") or
// when it is only an office ("Vice President", "Director-General"): neither says what was debated.
const VAGUE_HEADS = new Set([
  'person', 'persons', 'people', 'member', 'members', 'officer', 'officers', 'official', 'officials', 'body', 'bodies',
  'action', 'actions', 'issue', 'issues', 'matter', 'matters', 'thing', 'things', 'way', 'ways', 'time', 'times', 'case',
  'cases', 'point', 'points', 'place', 'places', 'part', 'parts', 'side', 'fact', 'facts', 'number', 'numbers', 'area',
  'areas', 'kind', 'level', 'levels', 'appointee', 'appointees', 'citizen', 'citizens', 'individual', 'individuals',
  'aspect', 'aspects', 'situation', 'problem', 'problems', 'concern', 'concerns', 'view', 'views', 'thing', 'stakeholders',
]);
const OFFICE_WORDS = new Set([
  'president', 'vice', 'chief', 'deputy', 'minister', 'ministers', 'speaker', 'leader', 'leaders', 'chairman', 'chairperson',
  'secretary', 'director', 'director-general', 'general', 'majority', 'minority', 'honourable', 'hon', 'house', 'member',
  'members', 'committee', 'government', 'parliament', 'first', 'second',
]);
const PROCEDURAL_ASIDE =
  /\b(?:Mr\s+Speaker|Madam\s+Speaker|the\s+Chair|this\s+House|the\s+House|Hon\.?\s+Members?|colleagues?|the\s+Floor|the\s+Table|quiet|silence|noise|order|adjourn\w*|defer\w*|midnight|tomorrow|next\s+week|sit|sat|sitting|met|meet|time\s+allotted|my\s+time|(?:Majority|Minority)\s+Leader|the\s+Leader\w*|point\s+of\s+order|support\s+(?:him|her|the\s+Motion))\b/i;
// A figure: an amount, a share or a count, not the year in a law's name or a subsection number.
const FIGURE = /\d|\b(?:per\s*cent|percent|million|billion|thousand|hundred|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|half|double|twice)\b|GH¢|US\$/i;
const NOT_A_FIGURE = /\(\s*(?:Act|NRCD|PNDCL|L\.\s*I\.|C\.\s*I\.)\s*\d+\s*\)|\b(?:Bill|Act|Decree|Law|Instrument|Regulations),?\s+\d{4}\b|\(\s*\d+\s*\)|\b(?:sections?|clauses?|subclauses?|articles?|paragraphs?|items?|pages?|columns?|Orders?)\s+\d+\w*(?:\s+(?:to|and)\s+\d+\w*)?/gi;
// A commitment or a decision: what someone will do, has decided, recommends or requires.
const COMMITMENT =
  /\b(?:will|shall|intends?\s+to|plans?\s+to|is\s+to|are\s+to|decided|committed\s+to|recommends?|approved|adopted|passed|rejected|agreed\s+to|allocated|budgeted|provides?\s+(?:for|that)|requires?|prohibits?|establish(?:es|ed)?)\b(?!\s+(?:say|speak|talk|come|ask|take\s+it|continue\s+with|defer))/i;

const hasFigure = (quote: string) => FIGURE.test(quote.replace(NOT_A_FIGURE, ' '));

/** Every fault in an analysis, field by field. */
export function checkReadability(analysis: CheckedAnalysis, context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  faults.push(...checkTitle(analysis.title, context));
  analysis.summary.forEach((s) => faults.push(...checkDisplayText('summary', s.sentence, context)));
  faults.push(...checkQuotations(analysis.summary.map((s) => s.sentence)));
  faults.push(...checkTopics(analysis.key_topics, context));
  for (const b of analysis.bills_discussed) faults.push(...checkBillName(b.bill), ...checkDisplayText('bill', b.bill, context));
  faults.push(...checkSummaryBusiness(analysis.summary.map((s) => s.sentence), context));
  faults.push(...checkMembers(analysis.mps_present ?? []));
  return faults;
}

// A label naming an office or a group, not a person: "Mr Speaker", "Mr First Deputy Speaker",
// "Majority Leader", "Minister for Finance", "Chairman of the Committee", "Some Hon Members".
const HONORIFIC_PREFIX = /^(?:(?:the|rt\.?|right|hon\.?|honourable|mr\.?|mrs\.?|ms\.?|madam|dr\.?|alhaji)\s+)+/i;
const OFFICE_LABEL =
  /^(?:(?:first|second|third|deputy|vice|acting|assistant|majority|minority|chief|ranking)\s+)*(?:speaker|leader|whip|chairman|chairperson|chairwoman|chair|clerk|president|attorney-general|minister|member|majority|minority)(?:\s+(?:of|for|to|on)\b[^()]*)?$/i;
const GROUP_LABEL = /^(?:some|several|an|all|many|other)\b.*\bmembers?\b|^(?:hon\.?|honourable)?\s*members?$|^members\s+of\b/i;

/** True when a label names an office or a group of Members rather than one person. */
export function isOfficeOrGroupLabel(label: string): boolean {
  const flat = label.replace(/\s+/g, ' ').trim().replace(/[.:,;]+$/, '');
  if (GROUP_LABEL.test(flat)) return true;
  const bare = flat.replace(HONORIFIC_PREFIX, '');
  return bare === '' || OFFICE_LABEL.test(bare);
}

/** A name's words, folded: honorifics and punctuation gone, lower case. */
function nameTokens(name: string): string[] {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(HONORIFIC_PREFIX, '')
    .toLowerCase()
    .split(/[\s.,]+/)
    .map((w) => w.replace(/[^\p{L}'’-]/gu, ''))
    .filter((w) => w !== '');
}

const tokenAgrees = (a: string, b: string) =>
  a === b ||
  (a.length === 1 && b.startsWith(a)) ||
  (b.length === 1 && a.startsWith(b)) ||
  (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= 1);

/**
 * Two spellings of one Member: the same surname (an OCR slip of one letter allowed in a long one),
 * and the other names agreeing word by word, an initial standing for a name ("A. A. Osei",
 * "Anthony A. Osei"). Case and punctuation do not count.
 */
export function sameMember(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  // A space the OCR lost or added ("Baffour Awuah", "BaffourAwuah") does not make another Member.
  if (x.length > 0 && x.join('') === y.join('')) return true;
  // The surname's first letter read as an initial ("A. Gyabeng" for the Agyabeng who is "John Agyabeng").
  if (splitInitialSurname(x, y) || splitInitialSurname(y, x)) return true;
  if (x.length === 0 || y.length === 0 || x.length !== y.length) return false;
  const last = x.length - 1;
  if (!(x[last] === y[last] || (x[last]!.length >= 5 && editDistance(x[last]!, y[last]!) <= 1))) return false;
  return x.every((w, i) => tokenAgrees(w, y[i]!));
}

/** `x` is an initial and a surname that, joined, are the surname of the longer name `y`. */
function splitInitialSurname(x: string[], y: string[]): boolean {
  return x.length === 2 && x[0]!.length === 1 && y.length >= 2 && y[0]!.length > 1 && x[1]!.length >= 4 && x.join('') === y[y.length - 1];
}

/** "Key MPs Present": people only, each once. */
export function checkMembers(members: readonly string[]): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  members.forEach((member, i) => {
    if (isOfficeOrGroupLabel(member)) faults.push(fault('member', 'office-as-member', member, 'an office or a group, not a Member'));
    const twin = members.slice(0, i).find((other) => sameMember(other, member));
    if (twin !== undefined) faults.push(fault('member', 'repeat', member, `the same Member as "${twin}"`));
  });
  return faults;
}

/** The meeting time or who took the Chair: procedure, not news, in any sentence of a summary. */
export const PROCEDURAL_OPENING = /^(?:The\s+record\s+reads:\s*“)?\s*(?:The\s+House\s+(?:met|assembled|sat)\b|(?:Mr\.?\s+|Madam\s+)?(?:The\s+)?(?:(?:First|Second)\s+Deputy\s+)?Speaker\s+(?:took|was\s+in)\s+the\s+Chair)|\b(?:in|took|taking)\s+the\s+Chair\b|\bIN\s+THE\s+CHAIR\b/i;
// A stage said only in general words ("was debated", "was considered", "was discussed").
const GENERIC_STAGE = /\b(?:was|were|been|being)\s+(?:debated|discussed|considered|taken|dealt\s+with)\b/i;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stage the record prints for a bill, in the Clerk's words, found right after the bill's name
 * ("… Bill, 2031 was read a Second time", "… Bill, 2031 – read the Third time and passed", "… Bill,
 * 2031. Read the First time; referred to the Finance Committee"); null when it prints none.
 */
export function recordedStageIn(text: string): (bill: string) => string | null {
  return (bill) => {
    const name = splitBillName(bill.replace(/^the\s+/i, ''));
    if (!name) return null;
    const title = name.title.split(/\s+/).map(escapeRe).join('\\s+');
    const year = name.year.split('').map(escapeRe).join('\\s?');
    const re = new RegExp(
      `${title}\\s+Bill,?\\s*${year}\\s*[-–—.,;:]*\\s*(?:(?:was|were|is)\\s+)?(?:(?:accordingly|duly)\\s+)?(read\\s+(?:a|the)\\s+(?:first|second|third)\\s+time(?:\\s+and\\s+passed)?(?:[;,.]?\\s+(?:and\\s+)?referred\\s+to\\s+the\\s+[A-Z][A-Za-z,&' ]{0,80}?Committee\\b)?)`,
      'i',
    );
    // The furthest stage the record prints: a bill read a second time and then passed was passed.
    const order = (stage: string) => (/passed/.test(stage) ? 4 : /third/.test(stage) ? 3 : /second/.test(stage) ? 2 : 1);
    let best: string | null = null;
    for (const found of text.matchAll(new RegExp(re.source, 'gi'))) {
      const stage = found[1]!.replace(/\s+/g, ' ').toLowerCase();
      if (best === null || order(stage) > order(best)) best = stage;
    }
    return best;
  };
}

/**
 * What a summary says about the sitting's business: no sentence about when the House met or who
 * took the Chair; no paper (a quoted name or a bill) named twice; and no bill said only to be
 * "debated" when the record prints its stage.
 */
export function checkSummaryBusiness(sentences: readonly string[], context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  const seen: { key: string; name: string }[] = [];
  for (const sentence of sentences) {
    // A quotation of a speaker is the speaker's words, not the summary's: neither procedure nor a paper it names.
    const spoken = /\bsaid:\s*“/.test(sentence);
    const own = spoken ? sentence.replace(/“[^”]*”/g, '“”') : sentence;
    if (PROCEDURAL_OPENING.test(own)) faults.push(fault('summary', 'procedural-opening', sentence, 'the meeting time or the Chair, procedure rather than news'));
    if (spoken) continue;
    const quoted = [...sentence.matchAll(/“([^”]{8,})”/g)].map((m) => ({ name: m[1]! }));
    const bills = billNamesInProse(sentence.replace(/“[^”]*”/g, '“”')).map((name) => ({ name }));
    for (const { name } of [...quoted, ...bills]) {
      const key = billNameKey(name);
      // The same name, letter for letter: one name inside another ("… Facility", "Waiver of Stamp Duty on … Facility") is another paper.
      const twin = seen.find((s) => s.key === key);
      if (twin) faults.push(fault('summary', 'repeat', sentence, `names "${twin.name}" again`));
      else seen.push({ key, name });
    }
    if (context.recordedStage && GENERIC_STAGE.test(sentence)) {
      for (const { name: bill } of bills) {
        const stage = context.recordedStage(bill.replace(/^the\s+/i, ''));
        if (stage) faults.push(fault('summary', 'generic-stage', sentence, `the record says "${stage}" of ${bill}`));
      }
    }
  }
  return faults;
}

export function checkTitle(title: string, context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults = checkDisplayText('title', title, context);
  if (title.length > MAX_TITLE_CHARS) faults.push(fault('title', 'too-long', title, `${title.length} characters (at most ${MAX_TITLE_CHARS})`));
  const repeated = repeatedPhrase(title);
  if (repeated) faults.push(fault('title', 'repeat', title, `"${repeated}" named more than once`));
  faults.push(...cutOff('title', title));
  for (const bill of namedBills(title)) faults.push(...checkBillName(bill, 'title'));
  return faults;
}

/** Faults any displayed string can have: scanner debris, list numbering, OCR misspellings, doubled words. */
export function checkDisplayText(field: ReadabilityField, text: string, context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  const marker = COLUMN_MARKER.exec(text);
  if (marker) faults.push(fault(field, 'debris', text, `column marker "${marker[0].trim()}"`));
  const stray = STRAY_MARKS.exec(text);
  if (stray) faults.push(fault(field, 'debris', text, `stray mark "${stray[0].trim()}"`));
  const ordinal = ORDINAL_CASE.exec(text);
  if (ordinal) faults.push(fault(field, 'debris', text, `ordinal printed "${ordinal[0]}"`));
  // Summary sentences quote headings after a colon; list numbering there is numbering all the same.
  const numbering = LIST_NUMBERING.exec(text);
  if (numbering && !/^\d{1,2}\.\d/.test(text.slice(numbering.index))) faults.push(fault(field, 'numbering', text, `list numbering "${numbering[0].trim()}"`));
  // A word doubled inside a quotation is the speaker's ("blah blah"), not the engine's slip.
  const doubled = /\b([A-Za-z]{2,})\s+\1\b/i.exec(text.replace(/“[^”]*”/g, '“”'));
  if (doubled && !/^(?:that|had|is)$/i.test(doubled[1]!)) faults.push(fault(field, 'repeat', text, `"${doubled[0]}"`));
  for (const word of context.findMisspellings?.(text) ?? []) faults.push(fault(field, 'misspelling', text, `"${word}"`));
  return faults;
}

export function checkTopics(topics: readonly string[], context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  const seen = new Map<string, string>();
  for (const topic of topics) {
    faults.push(...checkTopic(topic, context));
    const key = letters(topic);
    const twin = [...seen.entries()].find(([k]) => k === key || (k.length >= 8 && key.includes(k)) || (key.length >= 8 && k.includes(key)) || nearlySame(k, key));
    if (twin) faults.push(fault('topic', 'repeat', topic, `repeats "${twin[1]}"`));
    seen.set(key, topic);
  }
  return faults;
}

/** One topic on its own: whole, not a person or an interjection, not an empty pair of words. */
export function checkTopic(topic: string, context: ReadabilityContext = {}): ReadabilityFault[] {
  const faults = [...checkDisplayText('topic', topic, context), ...cutOff('topic', topic)];
  if (HONORIFIC.test(topic) || namesSpeaker(topic, context.speakerNames ?? [])) faults.push(fault('topic', 'speaker-topic', topic, 'names a speaker'));
  else if (INTERJECTION.test(topic)) faults.push(fault('topic', 'speaker-topic', topic, 'an interjection'));
  const words = topic.toLowerCase().split(/\s+/).map((w) => w.replace(/[^a-z-]/g, '')).filter((w) => w !== '');
  if (words.length > 0 && words.length <= 2 && (VAGUE_HEADS.has(words[words.length - 1]!) || words.every((w) => OFFICE_WORDS.has(w)))) faults.push(fault('topic', 'generic-topic', topic, 'names nothing in particular'));
  if (/\bBill\b/.test(topic) && /\bBill,\s*\d{4}\s*$/.test(topic)) faults.push(...checkBillName(topic, 'topic'));
  return faults;
}

/**
 * A legal opinion's own sentences, the quotations inside “…” set aside (they are the law's words):
 * each paragraph a whole sentence that starts with a capital and ends with a full stop or opens a
 * quotation; no doubled words, no empty list ("does not mention ."), no fragment left dangling ("in
 * the way asked", "deals with exempt"), no unbalanced quotation marks.
 */
export function checkOpinionText(opinion: string, quotes: readonly string[] = []): ReadabilityFault[] {
  const faults: ReadabilityFault[] = [];
  for (const paragraph of opinion.split(/\n{2,}/)) {
    // The quotes as the opinion carries them first: the law's own words may hold quotation marks.
    let own = paragraph;
    for (const quote of quotes) own = own.split(`“${quote}”`).join('“”');
    own = own.replace(/“[^”]*”/g, '“”').trim();
    // A section's heading, printed after its number, is the law's words too.
    own = own.replace(/\b((?:[Ss]ection|Schedule)\s+[\w.]+)\s+\((?:[^()]|\([^()]*\))*\)/g, '$1');
    if (own === '') {
      faults.push(fault('opinion', 'cut-off', paragraph, 'an empty paragraph'));
      continue;
    }
    faults.push(...checkDisplayText('opinion', own));
    if (!balanced(own)) faults.push(fault('opinion', 'cut-off', paragraph, 'unbalanced brackets or quotation marks'));
    if (!/^[A-Z“]/.test(own)) faults.push(fault('opinion', 'cut-off', paragraph, 'does not start a sentence'));
    if (!/(?:[.?!]|”|“”)$/.test(own)) faults.push(fault('opinion', 'cut-off', paragraph, `ends "${own.slice(-12)}"`));
    for (const sentence of own.split(/(?<=[.?!])\s+(?=[A-Z“])/)) {
      const body = sentence.replace(/[.?!:]+$/, '').trim();
      if (SMALL_ENDING.test(body) || /\b(?:mentions?|about|with|says|on)\s*$/.test(body)) faults.push(fault('opinion', 'cut-off', sentence, `ends "${body.slice(-12)}"`));
      if (/\b(?:in|the)\s+way\s+asked\b|\bdeals\s+with\s+(?:exempt|pay|apply|charged?)\b/i.test(sentence)) faults.push(fault('opinion', 'cut-off', sentence, 'a fragment of the question read as a topic'));
    }
    const repeated = repeatedPhrase(own.replace(/“”/g, ' '));
    if (repeated && !/^(?:the text of|section|this answer)/i.test(repeated)) faults.push(fault('opinion', 'repeat', paragraph, `"${repeated}" twice`));
  }
  return faults;
}

/** "Title Bill, YYYY": the title starts with a capitalised word, brackets balance, the year is whole. */
export function checkBillName(bill: string, field: ReadabilityField = 'bill'): ReadabilityFault[] {
  if (isWholeBillName(bill)) return [];
  return [fault(field, 'malformed-bill', bill, 'not "Title Bill, YYYY" with the whole title')];
}

/** At most one quotation, and one worth quoting: a figure, a commitment or a decision, not a procedural aside. */
export function checkQuotations(sentences: readonly string[]): ReadabilityFault[] {
  const quoted = sentences.filter((s) => /\bsaid:\s*“/.test(s));
  const faults: ReadabilityFault[] = [];
  if (quoted.length > 1) faults.push(fault('summary', 'repeat', quoted[1]!, `${quoted.length} quotations (at most one)`));
  for (const sentence of quoted) {
    const weakness = quotationWeakness(/said:\s*“([^”]*)”/.exec(sentence)?.[1] ?? '');
    if (weakness) faults.push(fault('summary', 'weak-quotation', sentence, weakness));
  }
  for (const s of sentences) {
    // A name shortened inside a summary sentence ("on “Request for Waiver of … the Mampong…”").
    const clipped = /“[^”]*…”/.exec(s);
    if (clipped) faults.push(fault('summary', 'cut-off', s, `${clipped[0]}`));
  }
  return faults;
}

/** Why a spoken sentence is not worth quoting in a summary (an interjection, a procedural aside), or null. */
export function quotationWeakness(quote: string): string | null {
  if (INTERJECTION.test(quote) || quote.split(/\s+/).length < 6) return 'an interjection';
  if (PROCEDURAL_ASIDE.test(quote) && !hasFigure(quote) && !COMMITMENT.test(quote)) return 'a procedural aside with no figure, commitment or decision';
  return null;
}

/** How much a quotation carries: a figure counts most, then a commitment or a decision. */
export function quotationSubstance(quote: string): number {
  let score = 0;
  if (hasFigure(quote)) score += 2;
  if (COMMITMENT.test(quote)) score += 1;
  return score;
}

function cutOff(field: ReadabilityField, text: string): ReadabilityFault[] {
  const t = text.trim();
  if (/(?:…|\.\.\.)$/.test(t) || /[,(:;/&-]$/.test(t) || SMALL_ENDING.test(t)) return [fault(field, 'cut-off', text, `ends "${t.slice(-12)}"`)];
  if (!balanced(t)) return [fault(field, 'cut-off', text, 'unbalanced brackets or quotation marks')];
  return [];
}

function balanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/“/g) === count(/”/g);
}

/** Bill names inside a title ("Data Protection Bill, 2010 passed; …"). */
function namedBills(title: string): string[] {
  return title.split(/;\s*|:\s+/).flatMap((part) => {
    const found = part.match(/(?:^|\b(?:and|the)\s+)?([^;]*?\bBill,\s*(?:19|20)\d{2})/g) ?? [];
    return found.map((b) => b.replace(/^(?:and|the)\s+/i, '').replace(/^.*?\band\s+(?=[A-Z(])/, '').trim());
  });
}

/** A phrase of three or more words that comes back later in the same text. */
export function repeatedPhrase(text: string): string | null {
  const words = text.split(/[\s;:,]+/).filter((w) => w !== '');
  const stop = /^(?:of|and|the|for|on|to|in|by|with|a|an|at|or|bill|bills|\d{4}|read|a|second|time|stage|passed|laid|consideration)$/i;
  for (let n = 3; n <= 5; n++) {
    const seen = new Set<string>();
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n);
      if (gram.filter((w) => !stop.test(w)).length < 2) continue;
      const key = gram.join(' ').toLowerCase();
      if (seen.has(key)) return gram.join(' ');
      seen.add(key);
    }
  }
  return null;
}

function namesSpeaker(topic: string, names: readonly string[]): boolean {
  const words = new Set(topic.toLowerCase().split(/[\s.,]+/).filter((w) => w.length >= 3));
  return names.some((name) => {
    const parts = name.toLowerCase().replace(/\([^)]*\)/g, ' ').split(/[\s.,]+/).filter((w) => w.length >= 3 && !/^(?:mr|mrs|ms|dr|hon|alhaji|prof|the|minister|for|and|deputy|chairman)$/.test(w));
    const hits = parts.filter((p) => words.has(p)).length;
    return parts.length >= 2 && hits >= 2;
  });
}

/** Two spellings of one name ("GoG and KfW Loan Agreement", "GOG/KfW Loan Agreement"): a fifth of the letters apart at most. */
function nearlySame(a: string, b: string): boolean {
  const longer = Math.max(a.length, b.length);
  if (Math.min(a.length, b.length) < 12 || Math.abs(a.length - b.length) > longer / 5) return false;
  return editDistance(a, b) <= longer / 5;
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const fault = (field: ReadabilityField, kind: ReadabilityFaultKind, text: string, detail: string): ReadabilityFault => ({ field, kind, text, detail });
