/**
 * Names as speaker attribution compares them: lower case, accents removed, full stops, hyphens and
 * apostrophes as word breaks, titles dropped. "Mr Osei Kyei- Mensah-Bonsu" and "OSEI KYEI-MENSAH-BONSU"
 * both become osei kyei mensah bonsu; an initial is a one-letter word.
 */

/** Titles that some sources print inside a name ("Anthony Akoto Osei (Dr)", "Esther Obeng Dappah(Ms)"). */
const TITLE_WORDS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'hon', 'alhaji', 'hajia', 'madam', 'rev', 'retd', 'rtd', 'emeritus', 'nana', 'togbe', 'maj', 'col', 'capt', 'lt', 'brig', 'jnr', 'snr', 'jr', 'sr']);

export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a person's name, titles and bracketed notes removed. */
export function nameTokens(name: string): string[] {
  // "Papa" is a given name in Ghana (Papa Owusu-Ankomah), so it is not a title here.
  return foldText(name.replace(/\([^)]*\)?/g, ' '))
    .split(' ')
    .filter((t) => t !== '' && !TITLE_WORDS.has(t));
}

export const isInitialToken = (t: string): boolean => t.length === 1;
