import { eng as ENGLISH_STOPWORDS } from 'stopword';
import { baseVerb } from './irregular-verbs.js';

/**
 * Words that say nothing about what a question is about: English function words (the stopword
 * package's list), the words every question about a law uses ("law", "section", "say"), and the
 * filler of plain questions ("what happens if", "how many", "do I need to", "everyone").
 */
const STOPWORDS = new Set([
  ...ENGLISH_STOPWORDS,
  ...(
    'a an the and or but if of to in on at by for from with without into about as is are was were be been being am do does did done ' +
    'can could may might must shall should will would i me my we our you your he she it its they them their this that these those ' +
    'what which who whom whose when where why how there here not no any some all each every other such than then so too very ' +
    'under this law act bill section sections say says said tell does anyone someone person people get got have has had ' +
    'everyone everybody anybody somebody something anything nothing thing things ' +
    'happen happens happened happening want wants wanted need needs needed ' +
    'many much few lot lots go goes going gone become becomes became also just still really actually ever already ' +
    'like way ways kind sort please yes ok okay up out off often soon before after rest another according regarding concerning concerns ' +
    'make makes making made give gives giving gave given take takes taking took taken'
  ).split(' '),
]);

/** Plain phrases rewritten to the one word a law would use, before the words are taken apart. */
const PHRASES: readonly [RegExp, string][] = [
  [/(\d)\s*%/g, '$1 percent'],
  [/\bper\s+cent\b/g, 'percent'],
  [/\bturn(?:s|ed|ing)?\s+down\b/g, 'refused'],
  // "A person shall not …" is how a law forbids.
  [/\b(?:shall|must)\s+not\b/g, 'prohibited'],
  // Statutes call a board its "governing body".
  [/\bgoverning\s+bod(?:y|ies)\b/g, 'board'],
  // A body's seat, not the head of something or an office held.
  [/\bhead\s+offices?\b/g, 'headquarters'],
  // Phrasal verbs, to the one verb a statute uses.
  [/\b(?:get|gets|getting|got)\s+back\b/g, 'recover'],
  [/\b(?:break|breaks|broke|breaking|wind|winds|wound)\s+up\b/g, 'dissolve'],
  // "Is the Fund supposed to", "am I able to": filler around the verb asked.
  [/\b(?:supposed|able)\s+to\b/g, 'to'],
  // Money as statutes and readers write it: "GH¢100", "GHS 100", "100 cedis" all name cedis.
  [/\bgh\s*[¢₵]|\bghs\b|\bghc\b|[¢₵]/g, ' cedis '],
  // "My own accounts" is what a statute calls "accounts owned by the same person".
  [/\b(?:my|our|your|his|her|their|one's|a\s+person's)\s+own\b/g, 'owned same'],
];

const UNITS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };
const NUMBER_WORDS = new RegExp(`\\b(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})(?:[\\s-]+(?:and\\s+)?(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')}))*\\b`, 'g');

/** "one hundred" → "100", "two thousand five hundred" → "2500": a figure is matched however it is written. */
function numbersInDigits(text: string): string {
  return text.replace(NUMBER_WORDS, (run) => {
    let total = 0;
    let current = 0;
    for (const word of run.split(/[\s-]+/)) {
      if (word === 'and') continue;
      const unit = UNITS[word];
      if (unit !== undefined) current += unit;
      else {
        const scale = SCALES[word]!;
        if (scale === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * scale;
          current = 0;
        }
      }
    }
    return String(total + current);
  });
}

/** Lower-case words of a text, without stopwords: what a question is about. */
export function contentWords(text: string): string[] {
  let lower = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of PHRASES) lower = lower.replace(pattern, replacement);
  lower = numbersInDigits(lower);
  return (lower.match(/[a-z0-9]+/g) ?? []).filter((word) => word.length > 1 && !STOPWORDS.has(word) && !/^0+$/.test(word));
}

/**
 * A crude stem, so "imposed" meets "imposition", "levies" meets "levy", "paid" meets "pay" (an
 * irregular past form is read as its verb) and "chargeable" meets "charged" ("-able" is dropped
 * when four letters or more are left, so "liable" and "table" stay whole).
 */
export function stem(word: string): string {
  return baseVerb(word)
    .replace(/^([a-z]{4,})able$/, '$1')
    .replace(/(ies)$/, 'y')
    .replace(/(ings|ing|ions|ion|ment|ments|ed|es|s)$/, '')
    .replace(/e$/, '')
    .slice(0, 7);
}
