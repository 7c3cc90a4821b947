import { synonymsOf } from './legal-vocabulary.js';
import { contentWords } from './tokenise.js';

/** The question's own words first, then the law's words for them: the full-text search's query. */
export function expandQuestion(question: string): string {
  const words = contentWords(question);
  const synonyms = words.flatMap((word) => synonymsOf(word)).filter((word) => !words.includes(word));
  return [...new Set([...words, ...synonyms])].join(' ');
}
