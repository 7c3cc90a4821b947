import { findBillNames } from '../../engines/official-report/find-bill-names.js';

/**
 * Normalises one printed bill name ("i) The Ghana Shipping (Amendment) Bill, 201 1 --- [Col. 138]",
 * "Report on the Public HealthBill, 2011") to "Title Bill, YYYY". Text naming no bill is returned
 * cleaned (markers, column references and dashes removed) but otherwise as given.
 */
export function normaliseBillTitle(raw: string): string {
  const cleaned = raw
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\bP\.\s?T\.\s?O\.?/g, ' ')
    .replace(/^\s*\(?(?:[ivxIVX]{1,5}|[a-h])\)\s*/, '')
    .replace(/([a-z])(Bill)(?=[,\s]|$)/g, '$1 $2')
    .replace(/[\s\-–—_~'‘’"]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  let mentions = findBillNames(cleaned, { requireYear: false });
  // A name printed all in lower case has no capitals to find the title by: one name is all there is.
  if (mentions.length === 0 && /\bbill\b/i.test(cleaned) && !/\p{Lu}/u.test(cleaned)) {
    mentions = findBillNames(cleaned.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()), { requireYear: false });
  }
  const mention = mentions[mentions.length - 1];
  if (mention) return mention.title;
  return cleaned.replace(/^(?:The|THE)\s+/, '');
}
