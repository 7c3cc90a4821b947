/**
 * Letters OCR misreads for others in scanned Official Reports: "Govemment" (rn read as m),
 * "lnterruption" (I as l), "vvhoever", "officlal", "Iddrlsu". Each pair is tried both ways, one
 * change at a time; whether the result is a real word is for the caller to say (by how often the
 * record uses it), so no dictionary is needed and names are corrected as well as words.
 */
const CONFUSIONS: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['cl', 'd'],
  ['li', 'h'],
  ['vv', 'w'],
  ['ii', 'u'],
  ['ii', 'n'],
  ['l', 'i'],
  ['1', 'l'],
  ['1', 'i'],
  ['0', 'o'],
  ['c', 'e'],
  ['5', 's'],
];

/** Every word one confusion away from `word`, in either direction. */
export function ocrVariants(word: string): string[] {
  const out = new Set<string>();
  for (const [a, b] of CONFUSIONS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      let at = word.indexOf(from);
      while (at !== -1) {
        out.add(word.slice(0, at) + to + word.slice(at + from.length));
        at = word.indexOf(from, at + 1);
      }
    }
  }
  out.delete(word);
  return [...out];
}
