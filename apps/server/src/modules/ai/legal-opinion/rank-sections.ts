import { synonymsOf } from './legal-vocabulary.js';
import { quoteUnits } from './pick-quote.js';
import { contentWords, stem } from './tokenise.js';

/** A section of a bill's text, as the opinion engine reads it. */
export interface OpinionSection {
  number: string;
  heading: string;
  text: string;
  /** The database's full-text rank for the question (ts_rank over heading and text), when it gave one. */
  textRank?: number;
}

/** One idea in the question: a word and the stems of everything that means the same. */
export interface QueryConcept {
  word: string;
  stems: ReadonlySet<string>;
  ownStem: string;
  /** How telling the idea is in this bill: rarer ideas weigh more (set by rankSections). */
  weight: number;
}

export interface RankedSection {
  section: OpinionSection;
  score: number;
  /** The question's concepts this section speaks to. */
  matched: QueryConcept[];
}

export function questionConcepts(question: string): QueryConcept[] {
  const seen = new Set<string>();
  const concepts: QueryConcept[] = [];
  for (const word of contentWords(question)) {
    const ownStem = stem(word);
    if (seen.has(ownStem)) continue;
    seen.add(ownStem);
    concepts.push({ word, ownStem, weight: 1, stems: new Set(synonymsOf(word).flatMap((synonym) => contentWords(synonym).map(stem)).concat(ownStem)) });
  }
  return concepts;
}

const stemsOf = (text: string) => new Set(contentWords(text).map(stem));
const DEFINITIONS_HEADING = /\b(interpretation|definitions?|meaning)\b/i;
const ASKS_MEANING = /\b(what is|what are|what does|meaning|mean|define|definition)\b/i;

/**
 * Scores every section for the question: each concept it mentions counts by how rare it is in the
 * bill (an idea every section mentions says little), double in the heading; the words asked count
 * more than their synonyms; a definitions section helps a "what is" question; the database's own
 * rank breaks ties. Highest first; sections that mention nothing asked are left out.
 */
export function rankSections(question: string, sections: readonly OpinionSection[]): { concepts: QueryConcept[]; ranked: RankedSection[] } {
  const concepts = questionConcepts(question);
  const indexed = sections.map((section) => ({
    section,
    body: stemsOf(section.text),
    heading: stemsOf(section.heading),
    units: quoteUnits(section.text).map(({ start, end }) => stemsOf(section.text.slice(start, end))),
  }));
  const documentFrequency = (concept: QueryConcept) =>
    indexed.filter(({ body, heading }) => [...concept.stems].some((s) => body.has(s) || heading.has(s))).length;
  const weights = concepts.map((concept) => Math.log(1 + sections.length / (1 + documentFrequency(concept))));
  concepts.forEach((concept, index) => (concept.weight = weights[index] ?? 1));
  const asksMeaning = ASKS_MEANING.test(question);

  const ranked: RankedSection[] = [];
  for (const { section, body, heading, units } of indexed) {
    let score = 0;
    const matched: QueryConcept[] = [];
    concepts.forEach((concept, index) => {
      const weight = weights[index] ?? 0;
      const exact = body.has(concept.ownStem) || heading.has(concept.ownStem);
      const inBody = exact || [...concept.stems].some((s) => body.has(s));
      const inHeading = heading.has(concept.ownStem) || [...concept.stems].some((s) => heading.has(s));
      if (!inBody && !inHeading) return;
      matched.push(concept);
      score += weight * (exact ? 1 : 0.7) * (inHeading ? 2 : 1);
    });
    if (matched.length === 0) continue;
    // Ideas asked together, answered together: the best single subsection or sentence counts again.
    let together = 0;
    for (const unit of units) {
      const unitScore = concepts.reduce((sum, concept, index) => sum + ([...concept.stems].some((s) => unit.has(s)) ? (weights[index] ?? 0) : 0), 0);
      together = Math.max(together, unitScore);
    }
    score += together;
    if (asksMeaning && DEFINITIONS_HEADING.test(section.heading)) score *= 1.3;
    score += (section.textRank ?? 0) * 0.5;
    ranked.push({ section, score, matched });
  }
  ranked.sort((a, b) => b.score - a.score);
  return { concepts, ranked };
}
