/**
 * How many slips of typing separate two words: letters added, dropped or changed, and two
 * neighbours swapped ("Kunbour" for "Kunbuor" is one slip, where Levenshtein counts two). The
 * optimal string alignment distance (Damerau–Levenshtein without editing a swapped pair again),
 * except that a doubled letter written once, or a letter written twice, is half a slip: the
 * commonest misspelling of a name ("Aido" is Aidoo before it is Addo; "Bafour", "Ampoffo").
 */
export function typingDistance(a: string, b: string): number {
  const rows: number[][] = [[0]];
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = rows[0]![j - 1]! + slipOf(b, j - 1);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [rows[i - 1]![0]! + slipOf(a, i - 1)];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + slipOf(a, i - 1), row[j - 1]! + slipOf(b, j - 1), rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** What adding or dropping the letter at `at` of `word` costs: half a slip beside the same letter. */
function slipOf(word: string, at: number): number {
  return word[at] === word[at - 1] || word[at] === word[at + 1] ? 0.5 : 1;
}

/** The words one swap of neighbouring letters away ("kunbour" → "ukbnour", …, "kunbuor"). */
export function swappedNeighbours(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}
