/**
 * What makes two questions the same one: case, spacing, curly quotes and the closing punctuation
 * do not change what is asked. ("Who pays the levy?" and "who pays the  levy" share an answer.)
 */
export function questionKey(question: string): string {
  return question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '')
    .trim();
}
