import { baseVerb } from './irregular-verbs.js';

/**
 * Which words of a question stand where English puts a verb: after a subject pronoun ("if I move"),
 * a modal ("can I … / who can hire"), an infinitive "to" ("have to publish", "to hire a guard"), a
 * form of "be" or "get" when the word is a participle ("is kept", "get deducted"), or a gerund
 * ("Is helping a vigilante a crime?"). A question names its topic with nouns ("bail",
 * "compensation") and says what happens to it with verbs in the reader's own words ("move",
 * "hire"), which a statute puts differently. So a verb the text never uses is weak evidence that
 * the text is silent; a noun it never uses is strong evidence. No dictionary: position and ending
 * only, so it holds for any bill.
 */
const SUBJECTS = new Set(['i', 'we', 'you', 'they', 'he', 'she', 'it', 'who', 'someone', 'anyone', 'one']);
const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'cannot']);
const BE_OR_GET = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'get', 'gets', 'got', 'getting']);
/** Words before "to" that make it an infinitive's ("have to pay", "allowed to carry"), not a preposition's ("apply to transfers"). */
const BEFORE_INFINITIVE = new Set([
  'have', 'has', 'had', 'need', 'needs', 'want', 'wants', 'able', 'allowed', 'permitted', 'supposed', 'required',
  'going', 'try', 'tries', 'plan', 'plans', 'ought', 'used', 'obliged', 'how', 'when', 'whether', 'where',
]);
/** Words after the one in question that show it is a verb taking an object or particle ("hire a", "break up"). */
const AFTER_VERB = new Set([
  'a', 'an', 'the', 'my', 'your', 'his', 'her', 'their', 'its', 'our', 'this', 'that', 'these', 'those',
  'me', 'him', 'them', 'us', 'it', 'up', 'out', 'back', 'down', 'away', 'off', 'over',
]);
/** "-ing" words that are nouns in a statute. */
const ING_NOUNS = new Set(['building', 'meeting', 'hearing', 'funding', 'proceeding', 'sitting', 'housing', 'training', 'during', 'thing', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'king', 'ring', 'spring', 'string', 'wing', 'ceiling', 'clothing', 'earnings', 'savings', 'dealings', 'findings', 'holdings']);

const isParticiple = (word: string) => /[a-z]{2}(ed|en)$/.test(word) || baseVerb(word) !== word;
const isGerund = (word: string) => /[a-z]{3}ing$/.test(word) && !ING_NOUNS.has(word);
/** Endings English gives nouns only ("cryptocurrency", "taxation", "payment"): such a word names a topic wherever it stands. */
const NOUN_SHAPED = /[a-z]{3}(?:ency|ancy|ism|ist|tion|sion|ment|ness|ity|ship|ance|ence|hood|dom)s?$/;

/** The words of `question` (lower case, as written) that stand in a verb's place. */
export function verbPositionWords(question: string): Set<string> {
  const tokens = question.toLowerCase().replace(/[’‘]/g, "'").match(/[a-z0-9']+/g) ?? [];
  const found = new Set<string>();
  tokens.forEach((word, i) => {
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    const infinitive = before === 'to' && (BEFORE_INFINITIVE.has(tokens[i - 2] ?? '') || after === '' || AFTER_VERB.has(after));
    if (NOUN_SHAPED.test(word)) return;
    if (
      SUBJECTS.has(before) ||
      MODALS.has(before) ||
      infinitive ||
      (BE_OR_GET.has(before) && isParticiple(word)) ||
      isGerund(word)
    ) {
      found.add(word);
    }
  });
  return found;
}
