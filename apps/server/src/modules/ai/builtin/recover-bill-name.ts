import { checkBillName } from '../readability/check-readability.js';

/**
 * A bill name a line break or a column marker cut ("(Amendment) Bill, 2011", "Bill, 2011"), made
 * whole from the names the same record prints in full (its contents list, its order of business,
 * the debate): the one whole name of that year that ends with the fragment. Null when none or
 * several fit, so a bill is left out rather than guessed. A whole name comes back unchanged.
 */
export function recoverBillName(name: string, wholeNames: readonly string[]): string | null {
  if (checkBillName(name).length === 0) return name;
  const fragment = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(name.trim());
  if (!fragment) return null;
  const [, title, year] = fragment as unknown as [string, string, string];
  const tail = fold(title);
  const fits = [...new Set(wholeNames)].filter((whole) => {
    const m = /^(.*?)\s*Bill,\s*((?:19|20)\d{2})$/.exec(whole);
    return m !== null && m[2] === year && checkBillName(whole).length === 0 && fold(m[1]!).endsWith(tail) && fold(m[1]!) !== tail;
  });
  return fits.length === 1 ? fits[0]! : null;
}

const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9()]/g, '');
