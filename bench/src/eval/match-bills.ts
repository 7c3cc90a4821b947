/**
 * When a bill the engine or parser reports counts as a bill of the ground truth. Both sides are
 * canonical "Title Bill, YYYY" strings (the truth passed through normaliseBillTitle first); they
 * match when equal ignoring case, spacing and punctuation. One allowance: the INDEX sometimes lost a
 * title's year to a line break ("Customs and Excise (...)(Amendment) Bill," with 2011 on the next
 * line), so a truth with no year matches a prediction with the same title and any year.
 */

const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function splitBillYear(title: string): { name: string; year: string | null } {
  const m = /^(.*?)[\s,]*(\d{4})?\s*$/.exec(title.trim());
  return { name: m?.[1] ?? title, year: m?.[2] ?? null };
}

export function billKey(title: string): string {
  return key(title);
}

export function billsEqual(predicted: string, truth: string): boolean {
  return key(predicted) === key(truth);
}

export function billsMatch(predicted: string, truth: string): boolean {
  if (billsEqual(predicted, truth)) return true;
  const t = splitBillYear(truth);
  if (t.year !== null) return false;
  return key(splitBillYear(predicted).name) === key(t.name);
}
