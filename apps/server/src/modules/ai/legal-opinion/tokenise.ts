/** Words that say nothing about what a question is about. */
const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with without into about as is are was were be been being am do does did ' +
    'can could may might must shall should will would i me my we our you your he she it its they them their this that these those ' +
    'what which who whom whose when where why how there here not no any some all each every other such than then so too very ' +
    'under this law act bill section sections say says said tell does anyone someone person people get got have has had'
  ).split(' '),
);

/** Lower-case words of a text, without stopwords: what a question is about. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** A crude stem, so "imposed" meets "imposition" and "levies" meets "levy". */
export function stem(word: string): string {
  return word
    .replace(/(ies)$/, 'y')
    .replace(/(ings|ing|ions|ion|ment|ments|ed|es|s)$/, '')
    .replace(/e$/, '')
    .slice(0, 7);
}
