/**
 * The forms a place's adjective or people take in English, from the place's name: Africa → African,
 * Canada → Canadian, Ghana → Ghanaian, Europe → European, Italy → Italian, Mexico → Mexican, Japan →
 * Japanese. The English stemmer keeps them apart ("african" is not "africa"), yet a reader who
 * searches "West Africa" wants "the West African sub-region". Candidates only: a search keeps those
 * the record says.
 */
export function placeAdjectives(place: string): string[] {
  if (place.length < 4 || !/^[a-z]+$/.test(place)) return [];
  const stem = place.slice(0, -1);
  switch (place.at(-1)) {
    case 'a':
      return [`${place}n`, `${place}ian`, `${stem}ian`];
    case 'e':
      return [`${place}an`];
    case 'y':
      return [`${stem}ian`];
    case 'o':
      return [`${stem}an`];
    case 'i':
    case 'u':
      return [`${place}an`];
    default:
      return [`${place}ese`];
  }
}

/** The words typed with a capital first letter, folded: a reader names a place so ("West Africa"). */
export function capitalisedWords(typed: string): Set<string> {
  return new Set([...typed.matchAll(/\p{Lu}\p{Ll}+/gu)].map(([word]) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()));
}
