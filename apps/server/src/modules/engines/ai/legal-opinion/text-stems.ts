import { statuteMarkers } from './statute-phrasing.js';
import { contentWords, stem } from './tokenise.js';

/** Stems a text's passages are read for: the same for every question, so worked out once per text. */
const STEM_CACHE_SIZE = 20_000;
const stemsByText = new Map<string, ReadonlySet<string>>();

/** The stems of a text's content words and the markers of the drafting formulas it uses (statute-phrasing.ts). */
export function textStems(text: string): ReadonlySet<string> {
  const known = stemsByText.get(text);
  if (known) return known;
  const stems = new Set(contentWords(text).map(stem));
  for (const marker of statuteMarkers(text)) stems.add(marker);
  if (stemsByText.size >= STEM_CACHE_SIZE) stemsByText.delete(stemsByText.keys().next().value!);
  stemsByText.set(text, stems);
  return stems;
}
