import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';
import { getNlp } from '../../../text-index/nlp.js';
import { GENERIC_WORDS, PROCEDURAL_WORDS } from './vocabulary.js';

/** One sentence of the debate with what the ranking, topic and industry steps need from it. */
export interface SentenceInfo {
  /** The sentence as the speech text has it (whitespace-normalised). */
  text: string;
  /** Index into `sitting.speeches`; -1 when the sitting had no speeches and paragraphs were used. */
  speech: number;
  /** Raw offset to start looking for the sentence in `sitting.text` (its speech's start). */
  from: number;
  /** Lower-cased words in order, hyphenated compounds kept whole ("e-zwich", "kyei-mensah-bonsu"). */
  words: string[];
  /** Content-word keys for TF-IDF ranking: no stop words, procedural or generic words. */
  terms: string[];
  /** Noun-phrase candidates for key topics. */
  phrases: NounPhrase[];
}

export interface NounPhrase {
  /** Lower-cased, singular-ish key used to count repeats. */
  key: string;
  /** As printed, e.g. "Receivables-backed Trade Finance Facility". */
  surface: string;
  length: number;
}

interface Unit {
  surface: string;
  lower: string;
  pos: string;
  stop: boolean;
}

const NOUNISH = new Set(['NOUN', 'PROPN']);
/** "Speaker", "First Deputy Speaker", "Mr Second Deputy Speaker": whoever is in the Chair. */
const PRESIDING = /^(?:(?:Mr|Madam|Mrs|Rt\.? Hon\.?)\s+)?(?:(?:First|Second)\s+)?(?:Deputy\s+)?Speaker$/i;
const MAX_PHRASE_WORDS = 4;

/**
 * Splits every speech into sentences with one wink-nlp pass over all speeches joined by blank
 * lines (a blank line always ends a sentence in wink, so no sentence straddles two speakers; one
 * readDoc is ~2x faster than one per speech). Sittings without parsed speeches fall back to the
 * paragraphs of the record after the cover and contents.
 */
export function readSentences(sitting: ParsedSitting, bodyStart: number): SentenceInfo[] {
  const chunks = speechChunks(sitting, bodyStart);
  if (chunks.length === 0) return [];
  const joined = chunks.map((c) => c.text).join('\n\n');
  const chunkStarts: number[] = [];
  let at = 0;
  for (const c of chunks) {
    chunkStarts.push(at);
    at += c.text.length + 2;
  }

  const nlp = getNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(joined);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const types = tokens.out(its.type) as string[];
  const pos = tokens.out(its.pos) as string[];
  const normals = tokens.out(its.normal) as string[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const spaces = tokens.out(its.precedingSpaces) as string[];

  // Character offset of every token in `joined`, rebuilt from preceding spaces + values.
  const starts = new Int32Array(values.length + 1);
  let offset = 0;
  for (let i = 0; i < values.length; i++) {
    offset += spaces[i]!.length;
    starts[i] = offset;
    offset += values[i]!.length;
  }
  starts[values.length] = offset;

  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const out: SentenceInfo[] = [];
  for (const [first, last] of spans) {
    const text = joined.slice(starts[first]!, starts[last]! + values[last]!.length).trim();
    if (text.length === 0) continue;
    // A sentence can open with the line breaks between two speeches (wink-nlp keeps them as a token):
    // its speech is the one where its first visible character is.
    let begin = starts[first]!;
    while (begin < joined.length && /\s/.test(joined[begin]!)) begin++;
    const chunk = chunks[chunkIndexAt(chunkStarts, begin)]!;
    const units = toUnits(values, types, pos, normals, stops, spaces, first, last);
    out.push({
      text,
      speech: chunk.speech,
      from: chunk.from,
      words: units.flatMap((u) => (u ? [u.lower] : [])),
      terms: termsOf(units),
      phrases: phrasesOf(units),
    });
  }
  return out;
}

interface Chunk {
  text: string;
  speech: number;
  from: number;
}

function speechChunks(sitting: ParsedSitting, bodyStart: number): Chunk[] {
  // The Chair's words are rulings and calls to order: no step uses them, and leaving them out
  // saves wink-nlp about a tenth of its work on a long sitting.
  const fromSpeeches = sitting.speeches
    .map((s, i) => ({ text: PRESIDING.test(s.speaker.role ?? s.speaker.label) ? '' : s.text.replace(/\s+/g, ' ').trim(), speech: i, from: s.span.start }))
    .filter((c) => c.text.length > 0);
  if (fromSpeeches.length > 0) return fromSpeeches;
  const chunks: Chunk[] = [];
  const para = /\S[\s\S]*?(?=\n\s*\n|$)/g;
  para.lastIndex = bodyStart;
  for (let m = para.exec(sitting.text); m; m = para.exec(sitting.text)) {
    const text = m[0].replace(/\s+/g, ' ').trim();
    if (text.length > 0) chunks.push({ text, speech: -1, from: m.index });
  }
  return chunks;
}

function chunkIndexAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Word tokens of one sentence, with "Kyei - Mensah - Bonsu" style hyphen splits rejoined. */
function toUnits(
  values: string[],
  types: string[],
  pos: string[],
  normals: string[],
  stops: boolean[],
  spaces: string[],
  first: number,
  last: number,
): (Unit | null)[] {
  const units: (Unit | null)[] = [];
  for (let i = first; i <= last; i++) {
    const type = types[i]!;
    const glued = spaces[i] === '' && i > first;
    const prev = units[units.length - 1];
    if (values[i] === '-' && glued && i < last && spaces[i + 1] === '' && types[i + 1] === 'word' && prev) {
      // A hyphen with no space either side joins two parts of one word.
      const next = values[i + 1]!;
      prev.surface += '-' + next;
      prev.lower += '-' + normals[i + 1]!;
      prev.pos = pos[i + 1] === 'VERB' ? 'ADJ' : pos[i + 1]!;
      prev.stop = false;
      i++;
      continue;
    }
    if (type !== 'word') {
      // Punctuation and numbers break noun phrases; keep a marker so phrases never span them.
      if (prev) units.push(null);
      continue;
    }
    units.push({ surface: values[i]!, lower: normals[i]!, pos: pos[i]!, stop: stops[i]! });
  }
  return units;
}

function termsOf(units: (Unit | null)[]): string[] {
  const terms: string[] = [];
  for (const u of units) {
    if (!u || u.stop || u.lower.length < 3 || !/^[a-z][a-z-]*$/.test(u.lower)) continue;
    if (u.pos !== 'NOUN' && u.pos !== 'PROPN' && u.pos !== 'ADJ' && u.pos !== 'VERB') continue;
    if (PROCEDURAL_WORDS.has(u.lower) || GENERIC_WORDS.has(u.lower)) continue;
    terms.push(singular(u.lower));
  }
  return terms;
}

/** Runs of adjectives/nouns ending in a noun, optionally joined by one "of" ("Bank of Ghana"). */
function phrasesOf(units: (Unit | null)[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let run: Unit[] = [];
  const flush = () => {
    while (run.length > 0 && !NOUNISH.has(run[run.length - 1]!.pos)) run.pop();
    while (run.length > 0 && (run[0]!.lower === 'of' || run[0]!.stop)) run.shift();
    if (run.length > 0 && run.length <= MAX_PHRASE_WORDS) {
      phrases.push({
        key: run.map((u, i) => (i === run.length - 1 ? singular(u.lower) : u.lower)).join(' '),
        surface: run.map((u) => u.surface).join(' '),
        length: run.length,
      });
    }
    run = [];
  };
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (!u) {
      flush();
      continue;
    }
    const inPhrase = (u.pos === 'ADJ' || NOUNISH.has(u.pos)) && !u.stop && /^[a-z]/i.test(u.surface);
    const joiningOf =
      u.lower === 'of' && run.length > 0 && NOUNISH.has(run[run.length - 1]!.pos) && !run.some((r) => r.lower === 'of');
    if (inPhrase || joiningOf) run.push(u);
    else flush();
  }
  flush();
  return phrases;
}

/** A cheap plural fold so "farmers" and "farmer" count together; not a real lemmatiser. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|ics)$/.test(word)) return word.slice(0, -1);
  return word;
}
