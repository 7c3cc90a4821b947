import { cleanDisplayText } from '../../../official-report/clean-display-text.js';
import { buildOcrVocabulary, correctOcrWords } from '../../../official-report/correct-ocr-words.js';
import type { ParsedSitting } from '../../../official-report/parsed-sitting.js';

/** Turns what the engine wrote from the record into what a reader sees, noting every OCR correction. */
export interface DisplayPolish {
  polish(text: string): string;
  /** "Govemment → Government", one per correction made, so a wrong one shows in the evaluation. */
  readonly corrections: string[];
}

/**
 * Cleans displayed text of scanner debris and corrects OCR misspellings conservatively, against the
 * words of this very record; the names of the sitting's speakers and of the Members present are
 * never corrected (nor anything one edit from them). The record itself is not touched.
 */
export function createDisplayPolish(sitting: ParsedSitting): DisplayPolish {
  const vocabulary = sittingVocabulary(sitting);
  const corrections: string[] = [];
  return {
    corrections,
    polish(text) {
      const result = correctOcrWords(cleanDisplayText(text), vocabulary);
      for (const c of result.corrections) corrections.push(`${c.from} → ${c.to}`);
      return result.text;
    },
  };
}

/** The misspellings the corrector would fix in `text` (for the readability check). */
export function misspellingFinder(sitting: ParsedSitting): (text: string) => string[] {
  const vocabulary = sittingVocabulary(sitting);
  return (text) => correctOcrWords(text, vocabulary).corrections.map((c) => c.from);
}

/** The record's words, with its speakers' and present Members' names protected. */
function sittingVocabulary(sitting: ParsedSitting) {
  const names = [...sitting.speeches.map((s) => s.speaker.name ?? ''), ...sitting.attendance].filter((n) => n !== '');
  return buildOcrVocabulary(sitting.text, names);
}
