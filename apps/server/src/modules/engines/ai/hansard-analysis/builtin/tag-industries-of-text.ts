import type { Industry } from '@kakyere/contract';
import { byStrength, weighIndustries } from './industry-evidence.js';
import { namesIndustry } from './industry-lexicon-index.js';
import { clip } from './tag-industries.js';

/** Plain text to tag: a bill (its title as heading; summary and sections as the body), a summary. */
export interface IndustryTextInput {
  /**
   * What the text as a whole is about, as its author headed it: a bill's title (and its short
   * title or memorandum's heading). Each word of an industry here counts as much as a contents entry
   * of a sitting. A bill's section headings ("Information affecting international relations",
   * "Offences") name every matter it touches, not its subject: put them in the body with their text.
   */
  headings?: readonly string[];
  /** The text itself; paragraphs separated by blank lines. May be empty when only headings are known. */
  body: string;
}

export interface IndustryOfText {
  industry: Industry;
  /** The heading, or else the sentence, that shows the industry best (at most 400 characters). */
  evidence: string;
}

const MAX_EVIDENCE = 400;

/**
 * The industries a plain text concerns, strongest first, by the same rules as a sitting (see
 * industry-evidence.ts): a word of an industry in a heading, or in a sentence stating what the text
 * is for ("The object of the Bill is …"), tags it; so does a Committee it is referred to; the body
 * otherwise confirms what the headings point at, and tags alone only when the headings name nothing
 * and it dwells on an industry. A body of at most 200 words (a summary) is read whole as its subject.
 * Deterministic, synchronous, no model: cheap enough to run on every bill when it is imported or changes.
 */
export function tagIndustriesOfText(input: IndustryTextInput): IndustryOfText[] {
  const headings = (input.headings ?? [])
    .map((h) => h.replace(/\s+/g, ' ').trim())
    .filter((h) => h.length > 0)
    .map((text) => ({ text, ref: text }));
  const sentences = splitSentences(input.body).map((text) => ({ text, ref: text }));
  const { scores, grounds } = weighIndustries({ headings, statements: [], sentences, shortBodyStatesSubject: true });
  return scores
    .filter((s) => s.tagged)
    .sort(byStrength)
    .map((s) => {
      const why = grounds.get(s.industry)!;
      const candidates = [why.heading?.part.text, why.stating?.part.text, ...why.best.map((b) => b.part.text)].filter((t): t is string => !!t);
      const evidence = candidates.find((t) => namesIndustry(t, s.industry)) ?? candidates[0] ?? '';
      return { industry: s.industry, evidence: clip(evidence, MAX_EVIDENCE) };
    });
}

/**
 * Sentences of a plain text: paragraphs split at blank lines, then after a full stop, question or
 * exclamation mark followed by a capital (line breaks inside a paragraph are only wrapping). Cruder
 * than the sitting's wink-nlp pass, which plain text does not need: what matters here is which
 * words are said together and which sentence states a purpose.
 */
export function splitSentences(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .flatMap((para) => para.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+(?=["“‘(]?[A-Z0-9])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
