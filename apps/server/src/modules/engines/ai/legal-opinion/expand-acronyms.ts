/**
 * Acronyms a reader types for names a statute spells out: "VAT" for "Value Added Tax", "GIPC" for
 * "Ghana Investment Promotion Centre", "ECOWAS" for "Economic Community of West African States".
 * The text is the dictionary: a question's acronym stands for a run of capitalised words in the
 * bill whose initials spell it (with or without the small words between them), so it holds for any
 * bill and never guesses a name the text does not print.
 */

/** Small words a name may carry inside it ("Community of West African States"). */
const CONNECTORS = new Set(['of', 'and', 'for', 'the', 'on', 'in', 'de', '&']);
const MIN_LETTERS = 2;
const MAX_LETTERS = 8;

/** The words of the question that may be acronyms: written in capitals, or a short word the text never uses. */
function candidates(question: string, lowerText: string): string[] {
  const found = new Set<string>();
  for (const match of question.matchAll(/\b([A-Za-z]{2,8})(?:'?s)?\b/g)) {
    const word = match[1]!;
    const lower = word.toLowerCase();
    const capitals = word === word.toUpperCase();
    const unknown = word.length <= 5 && !new RegExp(`\\b${lower}\\b`).test(lowerText);
    if ((capitals || unknown) && lower.length >= MIN_LETTERS && lower.length <= MAX_LETTERS) found.add(lower);
  }
  return [...found];
}

/** Each capitalised run of the text ("Value Added Tax Act"), as its words. */
function capitalisedRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of text.match(/[A-Za-z][A-Za-z'-]*|&/g) ?? []) {
    if (/^[A-Z]/.test(word)) run.push(word);
    else if (CONNECTORS.has(word) && run.length > 0) run.push(word);
    else {
      if (run.length > 1) runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/**
 * For each acronym in `question` that a name in `texts` spells, the names it stands for (lower case,
 * single-spaced), e.g. "vat" → ["value added tax"]. Acronyms no name spells are left out.
 */
export function expandAcronyms(question: string, texts: readonly string[]): Map<string, string[]> {
  const joined = texts.join('\n');
  const lowerText = joined.toLowerCase();
  const wanted = candidates(question, lowerText);
  const expansions = new Map<string, string[]>();
  if (wanted.length === 0) return expansions;
  const runs = capitalisedRuns(joined);
  for (const acronym of wanted) {
    const names = new Set<string>();
    for (const run of runs) {
      for (let start = 0; start < run.length; start++) {
        if (CONNECTORS.has(run[start]!.toLowerCase())) continue;
        let withSmall = '';
        let withoutSmall = '';
        for (let end = start; end < run.length && withSmall.length <= acronym.length; end++) {
          const word = run[end]!;
          const initial = word[0]!.toLowerCase();
          const small = CONNECTORS.has(word.toLowerCase());
          withSmall += initial;
          if (!small) withoutSmall += initial;
          // A name ends on a word of its own, never on "of" or "and".
          if (!small && end > start && (withSmall === acronym || withoutSmall === acronym)) {
            names.add(run.slice(start, end + 1).join(' ').toLowerCase());
          }
        }
      }
    }
    if (names.size > 0) expansions.set(acronym, [...names]);
  }
  return expansions;
}
