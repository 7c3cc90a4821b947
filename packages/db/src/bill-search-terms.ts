/**
 * Extra words a bill is found by: its nicknames and acronyms, and hyphen-free and spaced forms of
 * hyphenated words ("E-Levy" → "elevy", "e levy"), so any way of typing them matches.
 */
export function billSearchTerms(bill: { title: string; shortTitle: string | null; aliases: string[]; actNumber: string | null; actTitle: string | null }): string {
  const texts = [bill.title, bill.shortTitle ?? '', bill.actTitle ?? '', bill.actNumber ?? '', ...bill.aliases];
  const words = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const word of lower.split(/[^\p{L}\p{N}-]+/u)) {
      if (!word) continue;
      words.add(word.replaceAll('-', ''));
      for (const part of word.split('-')) if (part) words.add(part);
    }
  }
  return [...words].join(' ');
}
