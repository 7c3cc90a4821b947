import type { OpinionSource } from '@kakyere/contract';
import type { OpinionSection } from './rank-sections.js';

/**
 * Every sentence the built-in engine writes comes from here: a small set of templates an editor has
 * read, filled with a section's number and heading, the reader's own words, or a quote. Nothing is
 * assembled from fragments elsewhere, so no opinion can read "deals with exempt in the way asked".
 * The readability check (check-opinion-text.ts) runs over every evaluation answer.
 */

/** "section 2 (Scope of application of Levy)", or "Schedule 1 (…)". */
export function describeSection(section: Pick<OpinionSection, 'number' | 'heading'>): string {
  const label = /^schedule\b/i.test(section.number) ? section.number : `section ${section.number}`;
  return `${label}${section.heading ? ` (${section.heading})` : ''}`;
}

/** "a, b or c" (or "a, b and c"). */
export function listWords(words: readonly string[], last: 'or' | 'and' = 'or'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

const ACT_TITLE = /^(.*?\bAct,?\s+(?:19|20)\d{2})\s*\(\s*Act\s+(\d+)\s*\)/i;

/**
 * Which text an opinion rests on, from the stored text's own title: an Act as enacted ("Electronic
 * Transfer Levy Act, 2022 (Act 1075)"), or the bill's text.
 */
export function describeSource(bill: { title: string; textTitle?: string | null }): OpinionSource {
  const printed = bill.textTitle?.trim() ?? '';
  const act = ACT_TITLE.exec(printed);
  if (act) return { kind: 'act', title: `${act[1]!.trim()} (Act ${act[2]})` };
  return { kind: 'bill', title: /\bBill\b/.test(printed) ? printed : bill.title };
}

/** How the opinion names its text: "the Act" or "the bill". */
const textNoun = (source: OpinionSource) => (source.kind === 'act' ? 'Act' : 'bill');

export const OPINION_TEMPLATES = {
  source: (source: OpinionSource) =>
    source.kind === 'act' ? `This answer rests on the ${source.title}, as enacted.` : `This answer rests on the text of the ${source.title}, as introduced.`,
  answers: (section: string, quote: string) => `The provision that answers this is ${section}, which says: “${quote}”`,
  alsoBears: (section: string, quote: string) => `${capitalise(section)} also bears on it: “${quote}”`,
  notMentioned: (source: OpinionSource, words: readonly string[]) => `The ${textNoun(source)} does not mention ${listWords(words.map((w) => `“${w}”`))}.`,
  noParticularCase: 'The text does not say how these provisions apply to any particular case.',
  unsure: 'Kakyerɛ could not find a provision that clearly answers this question. These are the provisions closest to it, so you can judge for yourself.',
  noNumber: (phrase: string) => `None of its sections says ${phrase}.`,
  kindNotFound: (kinds: readonly string[]) => `None of these provisions is worded as a rule on ${listWords(kinds)}.`,
  closestProvisions: (sections: readonly string[]) =>
    `The ${sections.length === 1 ? 'provision' : 'provisions'} closest to it: ${listWords(sections, 'and')}. ${sections.length === 1 ? 'Its words are' : 'Their words are'} quoted with this answer.`,
  judgeForYourself: 'Read them in full before relying on them, or consult a qualified legal professional.',
  notFound: (title: string, words: readonly string[]) =>
    `The text of the ${title} does not appear to address this question` +
    (words.length ? `: none of its sections mentions ${listWords(words.map((w) => `“${w}”`))}.` : '.') +
    ' Nothing is cited, because no provision answers it. Try asking about something the bill covers, or consult the full text or a qualified legal professional.',
  summaryOnly: (title: string) => `The full text of the ${title} is not available on Kakyerɛ, so this answer draws only on its summary and cites no sections.`,
  summarySilent: 'The summary does not address this question.',
  summarySays: (sentences: readonly string[]) => `The closest the summary comes to it: ${sentences.map((s) => `“${s}”`).join(' ')}`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
