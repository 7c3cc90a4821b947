/**
 * The parties the party filter offers: the codes GET /api/search takes (and /api/parliaments lists),
 * named in full. Fixed here rather than fetched, so the form needs no request before it can be used.
 */
export const SEARCH_PARTIES = [
  // The code first: a narrow select cuts the end of a long name off.
  { id: 'ndc', name: 'NDC: National Democratic Congress' },
  { id: 'npp', name: 'NPP: New Patriotic Party' },
  { id: 'cpp', name: "CPP: Convention People's Party" },
  { id: 'pnc', name: "PNC: People's National Convention" },
  { id: 'ind', name: 'Independent' },
] as const;

export function partyName(id: string): string {
  return SEARCH_PARTIES.find((party) => party.id === id)?.name ?? id.toUpperCase();
}
