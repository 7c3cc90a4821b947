/**
 * Tidies a string the engine is about to show (a title, a topic, a paper's name, a summary
 * sentence) from what the OCR'd record printed: column markers and their OCR variants, the
 * page-turn note, list numbering, stray dashes, brackets glued to words, shouted ordinals, and
 * digits read for letters in instrument numbers. Only the displayed copy changes: the record's
 * raw text, and every evidence quote into it, keep the printed characters.
 */
export function cleanDisplayText(text: string): string {
  return (
    text
      // "[Col. 312]", "[C0l. 31", "CoI. 12]", "Cols. 12-14", "Cot. 9": a column marker, whole or broken.
      .replace(/\[?\s*\b(?:[Cc][oO0][lL1I|]|[Cc]ot|COL)[sS]?\b\s*\.?\s*\d[\dOlI]*(?:\s*[,–-]\s*\d[\dOlI]*)*\s*\]?/g, ' ')
      .replace(/\[\s*(?:[Cc][oO0][lL1I|]|[Cc]ot)[sS]?\b\.?\s*\]?/g, ' ')
      .replace(/\bP\.\s*T\.\s*O\b\.?/g, ' ')
      // A bare bracketed number left by a marker ("[412]") or a lone bracket.
      .replace(/\[\s*\d{1,5}\s*\]?|\[\s*$|^\s*\]/g, ' ')
      // List numbering at the start, or after an opening quotation mark: "(iii) Report", "2. Report", "b) Report".
      .replace(/(^|[“"‘]\s*)(?:\(?\s*(?:[ivx]{1,5}|\d{1,2}|[a-h])\s*\)|\d{1,2}\.(?!\d))\s+(?=[A-Z“"])/g, '$1')
      // Runs of dashes, underscores, tildes and bullets; a dash left hanging at either end.
      .replace(/\s*(?:[-–—]\s*){2,}/g, ' ')
      .replace(/[_~|•]+/g, ' ')
      .replace(/^\s*[-–—]+\s*|\s*[-–—]+\s*$/g, '')
      .replace(/\s[-–—]\s*(?=[.,;:])/g, '')
      // "Government(Tolon District)(Establishment)": a bracket glued to the word before it.
      .replace(/([A-Za-z]{2,})\(/g, '$1 (')
      .replace(/\)\(/g, ') (')
      // "31St", "2ND": ordinals in lower case.
      .replace(/\b(\d+)(St|Nd|Rd|Th|ST|ND|RD|TH)\b/g, (_, n: string, suffix: string) => `${n}${suffix.toLowerCase()}`)
      // "L.1. 2180", "C.l. 12": the legislative and constitutional instrument prefixes read with a digit.
      .replace(/\b([LC])\.\s*[1l|]\s*\.(?=\s*\d)/g, '$1.I.')
      .replace(/\s+([,.;:])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}
