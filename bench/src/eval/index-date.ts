const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The INDEX's printed sitting date ("TUESDAY, 14 FEBRUARY, 2012", "THURSDAY,31ST MAY, 2012",
 * "THURSDAY 26TH JANUARY, 2012") as ISO YYYY-MM-DD, or null. Written independently of the
 * parser's own date reader so the evaluation does not grade the parser with itself.
 */
export function parseIndexDate(printed: string): string | null {
  const m = new RegExp(`(\\d{1,2})\\s*(?:st|nd|rd|th)?[\\s,]+(${MONTHS.join('|')})[\\s,]+(\\d{4})`, 'i').exec(printed);
  if (!m) return null;
  const day = Number(m[1]);
  const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
  const d = new Date(Date.UTC(Number(m[3]), month - 1, day));
  if (d.getUTCDate() !== day) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
