import { ocrVariants } from './ocr-variants.js';
import { joinedForm, tokenize, type SearchToken } from './search-tokens.js';

/** What a speech is indexed by, as text for to_tsvector: the printed words stay as printed (folded). */
export interface SpeechIndexText {
  /**
   * Who said it: the label as printed, the person's name and their constituency that day, each of
   * its names as one word ("okaikweinorth okaikoinorth": a search of "north" is not a search of
   * every Member for a North). Matched unstemmed, ranked above the words.
   */
  names: string;
  /** The business item it belongs to ("MENTAL HEALTH BILL"): a debate on a bill rarely names it. */
  heading: string;
  /** The words, folded, hyphens as spaces so "feed-in tariff" is a phrase of three. */
  body: string;
  /** Forms a reader types that the printed words hide: "kyeimensahbonsu", "2011" for "201 1", "government" for "Govemment". */
  extras: string;
  /** The distinct words the speech uses, for the vocabulary (search_words). */
  words: Set<string>;
}

/** How often a word is used: in the sitting being indexed and in the record before it. */
export type WordFrequency = (word: string) => number;

// A slip is rare and its reading common: "govemment" 2, "government" 312 in ten sittings.
const MIN_WORD_LENGTH_FOR_OCR = 4;
const RARE = 2;
const COMMON_FACTOR = 10;
const COMMON_MIN = 5;

/** Words of a sitting an OCR slip may have damaged: rare in it, long enough to tell. */
export function ocrCandidates(tokens: readonly SearchToken[], sittingCounts: ReadonlyMap<string, number>): Set<string> {
  const out = new Set<string>();
  for (const token of tokens) {
    for (const part of token.parts) {
      if (part.length >= MIN_WORD_LENGTH_FOR_OCR && /[a-z]/.test(part) && (sittingCounts.get(part) ?? 0) <= RARE) out.add(part);
    }
  }
  return out;
}

/** The reading of an OCR-damaged word: the commonest word one confusion away, when far commoner than it. */
export function ocrReading(word: string, frequency: WordFrequency): string | undefined {
  const own = frequency(word);
  let best: string | undefined;
  let bestCount = Math.max(COMMON_MIN, COMMON_FACTOR * own) - 1;
  for (const variant of ocrVariants(word)) {
    const count = frequency(variant);
    if (count > bestCount) {
      best = variant;
      bestCount = count;
    }
  }
  return best;
}

// "201 1", "20 11", "2 011": a year OCR split, the digits kept apart by one space.
const SPLIT_YEAR = /^(?:1[89]\d|20\d) \d$|^(?:19|20) \d\d$|^[12] \d{3}$/;

export function speechIndexText(
  speech: { text: string; label: string; personName: string | null; constituencies?: readonly string[]; heading: string | null },
  frequency: WordFrequency,
): SpeechIndexText {
  const tokens = tokenize(speech.text);
  const words = new Set<string>();
  const extras: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    for (const part of token.parts) words.add(part);
    if (token.parts.length > 1) {
      const joined = joinedForm(token);
      words.add(joined);
      extras.push(joined);
    }
    const next = tokens[i + 1];
    if (next && token.parts.length === 1 && next.parts.length === 1 && next.start === token.end + 1) {
      const pair = `${token.parts[0]} ${next.parts[0]}`;
      if (SPLIT_YEAR.test(pair)) extras.push(pair.replace(' ', ''));
    }
    for (const part of token.parts) {
      if (part.length < MIN_WORD_LENGTH_FOR_OCR || frequency(part) > RARE) continue;
      const reading = ocrReading(part, frequency);
      if (reading) extras.push(reading);
    }
  }
  const nameTokens = tokenize(`${speech.label} ${speech.personName ?? ''}`);
  const seat = [
    ...new Set(
      (speech.constituencies ?? []).flatMap((name) => {
        const joined = tokenize(name)
          .flatMap((token) => token.parts)
          .join('');
        return joined ? [joined] : [];
      }),
    ),
  ];
  const names = [...nameTokens.flatMap((token) => (token.parts.length > 1 ? [...token.parts, joinedForm(token)] : token.parts)), ...seat].join(' ');
  const heading = tokenize(speech.heading ?? '')
    .flatMap((token) => token.parts)
    .join(' ');
  return { names, heading, body: tokens.flatMap((token) => token.parts).join(' '), extras: extras.join(' '), words };
}
