import { quotationSubstance, quotationWeakness } from '../../readability/check-readability.js';
import { subjectForms } from './subject-forms.js';
import type { BusinessItem } from './business.js';
import type { SittingContext } from './sitting-context.js';
import { capitalise, speakerPhrase } from './format.js';
import { segmentOf } from './segments.js';
import { singular, type SentenceInfo } from './sentences.js';

export interface Extract {
  sentence: string;
  quote: string;
  /** What the quotation carries (a figure, a commitment, a decision), from a Minister or mover counting extra. */
  substance: number;
}

const MIN_CHARS = 70;
const MAX_CHARS = 320;
const MIN_TERMS = 5;
/** Candidates scored per segment: enough for a good pick, bounded so long sittings stay linear. */
const MAX_CANDIDATES_PER_SEGMENT = 400;
const CENTROID_TERMS = 40;
/** A located prefix must keep most of the sentence, or the quote would not support it. */
const MIN_LOCATED_SHARE = 0.6;

/** Filler that says nothing about the subject: moving, seconding, thanking, points of order. */
const PROCEDURAL = [
  /\bI\s+beg\s+to\s+(?:move|second|support|lay|present)\b/i,
  /\bQuestion\s+put\b/i,
  /\bpoint\s+of\s+order\b/i,
  /^(?:thank\s+you|I\s+thank)\b/i,
  /\b(?:Hon\.?\s+)?Members?,?\s+(?:the\s+)?(?:Question|Motion)\s+is\b/i,
  /\bStanding\s+Orders?\b/i,
  /\bOrder\s+Paper\b/i,
  /\bVotes\s+and\s+Proceedings\b/i,
  /\bI\s+(?:rise|want)\s+to\s+(?:support|contribute)\b/i,
  /\b(?:item|page|column)\s+(?:number\s+)?\d/i,
  /\bclause\s+\d/i,
  /\bsubclause\b|\bsub-clause\b/i,
  /\bwith\s+your\s+(?:kind\s+)?permission\b/i,
  // Motions to suspend Standing Orders: "... until at least 48 hours have elapsed, ... may be taken today".
  // Conversation about the debate rather than its subject.
  /^As\s+(?:my\s+)?(?:the\s+)?Hon\b|\bwe\s+are\s+talking\s+about\b|\bas\s+I\s+(?:said|indicated|mentioned)\b/i,
  /\bhours\s+have\s+elapsed\b|\bmay\s+be\s+(?:taken|moved)\s+today\b|\bnotwithstanding\s+the\s+provisions?\b/i,
];
/** Sentences that lean on the one before ("But", "This is because") read badly alone. */
const DANGLING_START = /^(?:and|but|so|because|this|that|these|those|it|they|he|she|also|however|therefore|again|indeed|yes|no|well|then|or)\b/i;
/** "The object of the Bill is ...", "The Committee observed that ...": the sentences a reader wants. */
const CUES: [RegExp, number][] = [
  [/\b(?:object|objects|objective|purpose)\s+of\s+the\s+(?:Bill|Agreement|Facility|Loan|amendment|Statement|Regulations)\b/i, 0.35],
  [/\bthe\s+(?:Bill|Agreement|Facility|amendment|Loan)\s+(?:seeks|will|would|is\s+to|aims)\b/i, 0.25],
  [/\bthe\s+Committee\s+(?:observed|noted|recommends|found|was\s+informed|is\s+of\s+the\s+(?:view|opinion))\b/i, 0.2],
  [/\b(?:recommends?|urges?)\s+(?:the\s+)?(?:House|Government)\b/i, 0.15],
];
const PRESIDING = /\bspeaker\b/i;
/** Who presents the business: the Minister answering or moving, the Committee's chair reporting. */
const PRESENTER = /^(?:(?:Deputy\s+)?Minister|Chairman|Chairperson|Vice Chairman)\b/i;

interface Scored {
  info: SentenceInfo;
  role: string | null;
  clean: string;
  score: number;
  segment: number;
}

/**
 * The debate sentences that best represent the sitting, as attributed quotations. Sentences are
 * grouped by the item of business they fall under; in each group a sentence scores by how close its
 * words are to the group's TF-IDF centroid (a linear stand-in for TextRank centrality), plus cues
 * such as "the object of the Bill is". Presiding officers' rulings and procedural filler are left
 * out. One sentence per group, the biggest debates first.
 */
export function rankDebateSentences(ctx: SittingContext, limit: number): Extract[] {
  const segments = ctx.segments;
  const idf = inverseDocumentFrequency(ctx.sentences);

  const bySegment = new Map<number, Scored[]>();
  const segmentWords = new Map<number, number>();
  for (const info of ctx.sentences) {
    const speech = info.speech >= 0 ? ctx.sitting.speeches[info.speech] : undefined;
    if (speech && (PRESIDING.test(speech.speaker.role ?? '') || /^(?:Mr|Madam)\s+(?:\w+\s+)*Speaker$/i.test(speech.speaker.label))) continue;
    if (info.from < ctx.businessStart) continue; // corrections to the Votes and Proceedings
    const segment = segmentOf(segments, info.from);
    if (segment >= 0 && segments[segment]!.item === null) continue; // prayers, adjournment
    segmentWords.set(segment, (segmentWords.get(segment) ?? 0) + info.words.length);
    const clean = cleanSentence(info.text);
    // "Mr Speaker, the Ministry will ..." stands as a sentence once the vocative is gone.
    if (!eligible(capitalise(clean), info)) continue;
    const list = bySegment.get(segment) ?? [];
    if (list.length < MAX_CANDIDATES_PER_SEGMENT) list.push({ info, role: speech?.speaker.role ?? null, clean, score: 0, segment });
    bySegment.set(segment, list);
  }

  const picks: Extract[] = [];
  // Biggest debates first; question time counts half, as it is many small exchanges, not one debate.
  const weight = (segment: number) => (segmentWords.get(segment) ?? 0) * (segments[segment]?.item?.kind === 'question' ? 0.5 : 1);
  const order = [...bySegment.keys()].sort((a, b) => weight(b) - weight(a) || a - b);
  for (const segment of order) {
    const ranked = scoreSegment(bySegment.get(segment)!, idf, headingTerms(segments[segment]?.item ?? null));
    for (const candidate of ranked) {
      const extract = toExtract(ctx, candidate, segments[segment]?.item ?? null);
      if (extract) {
        picks.push(extract);
        break;
      }
    }
    if (picks.length >= limit) break;
  }
  return picks;
}

function cleanSentence(text: string): string {
  let s = text.trim();
  // Vocatives ("Mr Speaker, ...", "Madam Speaker, indeed, ...") address the Chair, not the reader.
  for (let i = 0; i < 3; i++) {
    s = s.replace(/^(?:(?:Mr|Madam|Mister|Rt\.?\s+Hon\.?)\.?\s+(?:\w+\s+)*?Speaker|Hon(?:ourable)?\s+Members?|Sir)\s*[,;:]\s*/i, '');
    s = s.replace(/^(?:indeed|again|once\s+again|finally|secondly|firstly|thirdly|lastly|in\s+addition|similarly|moreover)\s*,\s*/i, '');
  }
  return s;
}

function eligible(clean: string, info: SentenceInfo): boolean {
  if (clean.length < MIN_CHARS || clean.length > MAX_CHARS) return false;
  if (info.terms.length < MIN_TERMS) return false;
  if (!/^[A-Z"“]/.test(clean) || !/[.!]["”’]?$/.test(clean)) return false;
  if (/[[\]"“”]|--|\?|\.\.\.|\s[-–—]\s|\w[-–—]\s/.test(clean)) return false; // interruptions, broken-off speech, quotations of others, questions
  if (/\(\s*\d+\s*\)|\bgo\s+to\b/i.test(clean)) return false; // walking through a Bill's subsections
  if (DANGLING_START.test(clean)) return false;
  if (PROCEDURAL.some((re) => re.test(clean))) return false;
  if (quotationWeakness(clean)) return false;
  // OCR noise: digits inside words ("Co1", "201O"), stray single letters, tildes.
  if (/[A-Za-z]\d|\d[A-Za-z]{2}|[~_|]|\s[b-hj-zB-HJ-Z]\s/.test(clean)) return false;
  return true;
}

function inverseDocumentFrequency(sentences: SentenceInfo[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(s.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = Math.max(1, sentences.length);
  const idf = new Map<string, number>();
  for (const [t, d] of df) idf.set(t, Math.log(1 + n / d));
  return idf;
}

/** The words of the item's own name: every sentence of its debate repeats them, so they say nothing. */
function headingTerms(item: BusinessItem | null): Set<string> {
  const name = item ? (item.bill ?? item.heading) : '';
  return new Set((name.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(singular));
}

function scoreSegment(candidates: Scored[], idf: Map<string, number>, skip: Set<string>): Scored[] {
  const vectors = candidates.map((c) => unitVector(c.info.terms.filter((t) => !skip.has(t)), idf));
  const centroid = new Map<string, number>();
  for (const v of vectors) for (const [t, w] of v) centroid.set(t, (centroid.get(t) ?? 0) + w);
  // Only the strongest centroid terms: the rest is noise shared by every debate.
  const top = new Map([...centroid.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, CENTROID_TERMS));
  const norm = Math.sqrt([...top.values()].reduce((s, w) => s + w * w, 0)) || 1;
  candidates.forEach((c, i) => {
    let dot = 0;
    for (const [t, w] of vectors[i]!) dot += w * (top.get(t) ?? 0);
    let score = dot / norm;
    for (const [re, bonus] of CUES) if (re.test(c.clean)) score += bonus;
    // The Minister or Committee chair presenting the business usually states its substance.
    if (c.role && PRESENTER.test(c.role)) score += 0.15;
    // An editor quotes what carries a figure, a commitment or a decision.
    score += 0.12 * quotationSubstance(c.clean);
    // Personal asides ("I am saying that ...") rarely summarise a debate.
    const firstPerson = (c.clean.match(/\b(?:I|my|me)\b/g) ?? []).length;
    score -= 0.12 * firstPerson + (/^I\b/.test(c.clean) ? 0.1 : 0);
    c.score = score;
  });
  return [...candidates].sort((a, b) => b.score - a.score || a.info.from - b.info.from);
}

function unitVector(terms: string[], idf: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of terms) v.set(t, (v.get(t) ?? 0) + (idf.get(t) ?? 0));
  const norm = Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0)) || 1;
  for (const [t, w] of v) v.set(t, w / norm);
  return v;
}

function toExtract(ctx: SittingContext, candidate: Scored, item: BusinessItem | null): Extract | null {
  const span = ctx.index.findPrefix(candidate.clean, candidate.info.from, 40);
  if (!span) return null;
  const quote = ctx.index.quoteAt(span);
  if (quote.length < MIN_LOCATED_SHARE * candidate.clean.length || quote.length > 600) return null;
  const speech = candidate.info.speech >= 0 ? ctx.sitting.speeches[candidate.info.speech] : undefined;
  const who = speech ? speakerPhrase(speech.speaker) : null;
  const topic = item ? topicPhrase(item) : null;
  const said = capitalise(candidate.clean);
  const substance = quotationSubstance(said) + (candidate.role && PRESENTER.test(candidate.role) ? 1 : 0);
  let sentence: string;
  if (who && topic) sentence = `On ${topic}, ${who} said: “${said}”`;
  else if (who) sentence = `${capitalise(who)} said: “${said}”`;
  else if (topic) sentence = `On ${topic}, the record reads: “${said}”`;
  else sentence = `The record reads: “${said}”`;
  return { sentence, quote, substance };
}

function topicPhrase(item: BusinessItem): string | null {
  if (item.bill) return `the ${item.bill}`;
  // A long heading by its whole leading phrase ("Request for Waiver of Taxes"), never clipped mid-phrase.
  const heading = subjectForms(item.heading, 90)[0];
  if (!heading) return null;
  switch (item.kind) {
    case 'statement':
      return `the Statement on “${heading}”`;
    case 'question':
      return `questions to the ${heading.replace(/^the\s+/i, '')}`;
    case 'motion':
    case 'resolution':
      return `the motion on “${heading}”`;
    case 'paper':
      return `the paper “${heading}”`;
    default:
      return null;
  }
}
