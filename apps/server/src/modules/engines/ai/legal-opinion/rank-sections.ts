import { specificity } from './everyday-words.js';
import { expandAcronyms } from './expand-acronyms.js';
import { synonymsOf } from './legal-vocabulary.js';
import { quoteUnitTexts } from './pick-quote.js';
import { verbPositionWords } from './question-roles.js';
import type { QueryConcept } from './query-concept.js';
import { QUESTION_KINDS, questionKinds } from './statute-phrasing.js';
import { textStems } from './text-stems.js';

export type { QueryConcept } from './query-concept.js';
import { contentWords, stem } from './tokenise.js';

/** A section of a bill's text, as the opinion engine reads it. */
export interface OpinionSection {
  number: string;
  heading: string;
  text: string;
  /** The database's full-text rank for the question (ts_rank over heading and text), when it gave one. */
  textRank?: number;
}

export interface RankedSection {
  section: OpinionSection;
  score: number;
  /** The question's concepts this section speaks to. */
  matched: QueryConcept[];
  /** The share of the question's ideas, by weight, this section speaks to (0–1). */
  coverage: number;
  /** For a "how many / how long / how often" question: whether the section states such a number; true otherwise. */
  statesQuantity: boolean;
}

export interface RankOptions {
  /** The bill's title: its words, and its initials ("RTI"), name the bill rather than ask about it. */
  title?: string;
}

/** A word of the bill's title weighs this share of what it would, when the question asks anything else. */
const TITLE_WEIGHT = 0.1;
/** A match in the heading counts this many times one in the text. */
const HEADING_FACTOR = 2;
/** A synonym's match counts this share of the word asked. */
const SYNONYM_FACTOR = 0.7;
/** The definitions section mentions everything; unless a meaning is asked, its score is cut to this share. */
const DEFINITIONS_FACTOR = 0.5;
/** A section that does not state the number a "how many / how long" question asks for is cut to this share. */
const NO_QUANTITY_FACTOR = 0.5;
/**
 * A verb the provisions to be cited do not use counts this share of its weight against them, where
 * a noun counts whole: statutes say what happens in their own verbs ("hire" is "engage", "move" is
 * "transfer"), so a missing verb says little about whether the text answers; a missing noun
 * ("bail") usually means the text is silent.
 */
const MISSING_VERB_FACTOR = 0.35;
/** A kind of answer (a drafting formula) the provisions do not use counts this share against them: a sign, not proof. */
const MISSING_KIND_FACTOR = 0.5;

/**
 * The share of the question's ideas, by weight, that `matched` speaks to (0–1). A missing idea
 * counts by how specific its word is in everyday English ("bail" whole, "brother" a fifth), and one
 * asked in a verb's place counts MISSING_VERB_FACTOR of that.
 */
export function coverageOf(concepts: readonly QueryConcept[], matched: ReadonlySet<QueryConcept>): number {
  let covered = 0;
  let missing = 0;
  for (const c of concepts) {
    if (matched.has(c)) covered += c.weight;
    else if (c.synthetic) missing += c.weight * MISSING_KIND_FACTOR;
    else missing += c.weight * specificity(c.word) * (c.verbPosition ? MISSING_VERB_FACTOR : 1);
  }
  return covered + missing > 0 ? covered / (covered + missing) : 0;
}

/** The letters a title's words start with, "rtib" for "Right to Information Bill": its acronyms are runs of them. */
const initialsOf = (title: string) => (title.toLowerCase().match(/[a-z]+/g) ?? []).map((w) => w[0]).join('');

export function questionConcepts(question: string, options: RankOptions = {}): QueryConcept[] {
  const titleStems = new Set(contentWords(options.title ?? '').filter((w) => !/^\d+$/.test(w)).map(stem));
  const initials = initialsOf(options.title ?? '');
  const seen = new Set<string>();
  const verbs = verbPositionWords(question);
  const concepts: QueryConcept[] = [];
  for (const word of contentWords(question)) {
    const ownStem = stem(word);
    if (seen.has(ownStem)) continue;
    seen.add(ownStem);
    // "RTI" asked of the Right to Information Bill names the bill.
    if (word.length >= 3 && /^[a-z]+$/.test(word) && initials.includes(word) && !titleStems.has(ownStem)) continue;
    const stems = new Set(synonymsOf(word).flatMap((synonym) => contentWords(synonym).map(stem)).concat(ownStem));
    // A word that itself asks a kind of question ("exempt", "small", "penalty") is found where a
    // provision is worded as that kind's rule ("does not apply to", "a day", "liable on conviction").
    for (const kind of QUESTION_KINDS) if (kind.wordCarries && kind.asks.test(word)) stems.add(kind.marker);
    concepts.push({ word, ownStem, weight: 1, stems, inTitle: titleStems.has(ownStem), verbPosition: verbs.has(word) });
  }
  // The kinds of answer asked for: found where a provision uses the formula that gives one.
  for (const kind of questionKinds(question)) {
    concepts.push({ word: kind.label, ownStem: kind.marker, weight: 1, stems: new Set([kind.marker]), inTitle: false, verbPosition: false, synthetic: true, required: kind.required });
  }
  return concepts;
}

const DEFINITIONS_HEADING = /\b(interpretation|definitions?|meaning)\b/i;
const ASKS_MEANING = /\b(mean|means|meaning|define|defined|definition|what counts as|what is an?|what are)\b/i;

// ---- Questions that ask for a number -----------------------------------------------------------

const NUMBER_WORD =
  /^(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|once|twice)$/;
const TIME_UNITS = ['hour', 'hours', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'quarter'];
const FREQUENCY_UNITS = [...TIME_UNITS, 'times', 'once', 'twice'];
/** Words between a number and what it counts: "four years", "not more than thirty calendar days". */
const UNIT_REACH = 3;

/** What a "how many / how long / how often" question asks for: the units a number must come with, and how to say it. */
export interface AskedQuantity {
  units: ReadonlySet<string>;
  /** "how many bicycles", "how long", "how often". */
  phrase: string;
}

/**
 * What a quantity question counts: "how many years" → years, "how long" → a time, "how often" → a
 * frequency. Null when the question does not ask for a number.
 */
export function askedQuantity(question: string): AskedQuantity | null {
  const lower = question.toLowerCase();
  const time = /\bhow\s+(long|soon)\b/.exec(lower);
  if (time) return { units: new Set(TIME_UNITS.map(stem)), phrase: `how ${time[1]}` };
  if (/\bhow\s+often\b/.test(lower)) return { units: new Set(FREQUENCY_UNITS.map(stem)), phrase: 'how often' };
  const many = /\bhow\s+many\s+(.*)$/.exec(lower);
  if (!many) return null;
  // The counted thing is the last word of the run of content words after "how many" ("Zongo communities").
  const after = many[1]!.match(/[a-z0-9']+/g) ?? [];
  const run: string[] = [];
  for (const word of after) {
    if (contentWords(word).length === 0) break;
    run.push(word);
  }
  const counted = run.at(-1);
  return counted ? { units: new Set([stem(counted)]), phrase: `how many ${counted}` } : null;
}

/** Whether `text` states a number of `units`: a number word, then one of the units within a few words. */
export function statesQuantity(text: string, units: ReadonlySet<string>): boolean {
  const words = text.toLowerCase().match(/[a-z]+|\d+(?:\.\d+)?/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    if (!NUMBER_WORD.test(words[i]!)) continue;
    if (units.has(stem(words[i]!))) return true; // "once", "twice"
    for (let j = i + 1; j <= i + UNIT_REACH && j < words.length; j++) if (units.has(stem(words[j]!))) return true;
  }
  return false;
}

/**
 * Scores every section for the question: each concept it mentions counts by how rare it is in the
 * bill (an idea every section mentions says little; the bill's own name says least), double in the
 * heading; the words asked count more than their synonyms; the best single subsection or sentence
 * counts again, so ideas asked together are found together; the definitions section counts less
 * unless a meaning is asked; a "how many / how long" question wants a section that states the
 * number; the database's own rank breaks ties. Highest first; sections that mention nothing asked
 * are left out.
 */
export function rankSections(
  question: string,
  sections: readonly OpinionSection[],
  options: RankOptions = {},
): { concepts: QueryConcept[]; ranked: RankedSection[] } {
  const concepts = questionConcepts(question, options);
  // An acronym the text spells out ("VAT": "Value Added Tax") is found where its name is.
  const acronyms = expandAcronyms(question, sections.flatMap((s) => [s.heading, s.text]));
  const acronymStem = (acronym: string) => `acronym:${acronym}`;
  for (const concept of concepts) if (acronyms.has(concept.word)) concept.stems = new Set([...concept.stems, acronymStem(concept.word)]);
  const stemsOf = (text: string) => {
    const known = textStems(text);
    if (acronyms.size === 0) return known;
    const stems = new Set(known);
    const lower = text.toLowerCase().replace(/\s+/g, ' ');
    for (const [acronym, names] of acronyms) if (names.some((name) => lower.includes(name))) stems.add(acronymStem(acronym));
    return stems;
  };
  const indexed = sections.map((section) => ({
    section,
    body: stemsOf(section.text),
    heading: stemsOf(section.heading),
    units: quoteUnitTexts(section.text).map(stemsOf),
  }));
  const mentions = (concept: QueryConcept, stems: ReadonlySet<string>) => [...concept.stems].some((s) => stems.has(s));
  const documentFrequency = (concept: QueryConcept) => indexed.filter(({ body, heading }) => mentions(concept, body) || mentions(concept, heading)).length;
  const asksOtherThanTitle = concepts.some((c) => !c.inTitle && !c.synthetic);
  for (const concept of concepts) {
    const rarity = Math.log(1 + sections.length / (1 + documentFrequency(concept)));
    concept.weight = rarity * (concept.inTitle && asksOtherThanTitle ? TITLE_WEIGHT : 1);
  }
  const asksMeaning = ASKS_MEANING.test(question);
  const quantity = askedQuantity(question);

  const ranked: RankedSection[] = [];
  for (const { section, body, heading, units } of indexed) {
    let score = 0;
    const matched: QueryConcept[] = [];
    for (const concept of concepts) {
      const exact = body.has(concept.ownStem) || heading.has(concept.ownStem);
      const inBody = exact || mentions(concept, body);
      const inHeading = mentions(concept, heading);
      if (!inBody && !inHeading) continue;
      matched.push(concept);
      score += concept.weight * (exact ? 1 : SYNONYM_FACTOR) * (inHeading ? HEADING_FACTOR : 1);
    }
    if (matched.length === 0) continue;
    // Ideas asked together, answered together: the best single subsection or sentence counts again.
    let together = 0;
    for (const unit of units) together = Math.max(together, matched.reduce((sum, c) => sum + (mentions(c, unit) ? c.weight : 0), 0));
    score += together;
    if (DEFINITIONS_HEADING.test(section.heading)) score *= asksMeaning ? 1.3 : DEFINITIONS_FACTOR;
    const hasQuantity = quantity === null || statesQuantity(section.text, quantity.units);
    if (!hasQuantity) score *= NO_QUANTITY_FACTOR;
    score += (section.textRank ?? 0) * 0.5;
    ranked.push({ section, score, matched, coverage: coverageOf(concepts, new Set(matched)), statesQuantity: hasQuantity });
  }
  ranked.sort((a, b) => b.score - a.score);
  return { concepts, ranked };
}
