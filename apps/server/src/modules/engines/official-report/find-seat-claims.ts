/**
 * What a sitting's own speaker labels say about who held which seat: "Mr Kwame Mensah (NPP – Suame)"
 * and "Mr Kwame Mensah (Suame)" claim that the printed name sat for Suame (for the NPP). Where the
 * roster lacks a Parliament's Members, ingestion may record such a claim as a membership derived
 * from the record (records/speeches/derive-seats.ts); this file only reads the claims, and only
 * the plain ones. Precision first:
 * - the label is a name, not an office ("Minister for X (Name)") nor a group;
 * - the constituency in brackets names exactly one area, by its name or another name, folded
 *   (case, accents, hyphens aside), with no allowance for OCR;
 * - within the sitting, the name claims one seat only and the seat is claimed by one name only;
 *   a label that disagrees with another is no evidence at all.
 * Pure: the areas come from the caller.
 */
import { foldName } from '@kakyere/contract';
import { nameTokens } from './fold-person-name.js';
import { parseSpeakerLabel } from './parse-speaker-label.js';
import type { ParsedSitting } from './parsed-sitting.js';
import { foldArea } from './roster-index.js';

export interface ClaimArea {
  id: string;
  name: string;
  otherNames: { name: string }[];
}

export interface SeatClaim {
  /** The first label that makes the claim, as printed. */
  label: string;
  /** The printed name without its titles, folded as the people tables' `folded_name` columns are: "kwame mensah". */
  foldedName: string;
  areaId: string;
  /** The party's short name as printed, upper case ("NPP"), or null when none is. */
  party: string | null;
}

/** Party abbreviations the Official Report prints before a constituency. */
const PARTIES = ['NDC', 'NPP', 'CPP', 'PNC', 'IND', 'GCPP', 'PPP', 'DPP', 'NDP'];
/** "(NPP – Suame)", "(NDC-- Tain)", "(NPP: Suame)": the party, a dash or colon, the constituency. */
const PARTY_SEAT = new RegExp(`^(${PARTIES.join('|')})\\s*[-–—~:,.]+\\s*(.+)$`, 'i');

/** The bracketed parts of a label, top level only ("Name (NPP – Suame) (on behalf of …)"). */
function bracketed(label: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of label) {
    if (ch === '(') {
      if (depth > 0) current += ch;
      else current = '';
      depth++;
    } else if (ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) parts.push(current.trim());
      else current += ch;
    } else if (depth > 0) current += ch;
  }
  return parts;
}

/** Folded constituency name → the ids of the areas it names (more than one: it says nothing). */
export function indexAreas(areas: readonly ClaimArea[]): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const area of areas) {
    for (const name of [area.name, ...area.otherNames.map((o) => o.name)]) {
      const key = foldArea(name);
      if (key === '') continue;
      if (!byName.has(key)) byName.set(key, new Set());
      byName.get(key)!.add(area.id);
    }
  }
  return byName;
}

/** The seat one label claims, or null when it claims none clearly. */
export function readSeatClaim(label: string, areas: Map<string, Set<string>>): SeatClaim | null {
  const parsed = parseSpeakerLabel(label);
  if (!parsed || parsed.group || parsed.role !== null || parsed.name === null || parsed.nameInRole) return null;
  const foldedName = nameTokens(parsed.name).join(' ');
  // A surname alone, or a name of initials, names no one for certain.
  if (foldedName.split(' ').filter((t) => t.length > 1).length < 2) return null;
  let claim: { areaId: string; party: string | null } | null = null;
  for (const part of bracketed(label)) {
    if (/^on\s+beha/i.test(part)) continue;
    const withParty = PARTY_SEAT.exec(part);
    const printed = withParty ? withParty[2]! : part;
    const ids = areas.get(foldArea(printed));
    if (!ids) continue;
    // Two areas of that name, or two seats in one label: no claim.
    if (ids.size !== 1 || claim !== null) return null;
    claim = { areaId: [...ids][0]!, party: withParty ? withParty[1]!.toUpperCase() : null };
  }
  return claim && { label: label.replace(/\s+/g, ' ').trim(), foldedName: foldName(foldedName), ...claim };
}

/** Every clear claim of the sitting, once each, in the order first printed. */
export function findSeatClaims(sitting: Pick<ParsedSitting, 'speeches'>, areas: readonly ClaimArea[]): SeatClaim[] {
  const index = indexAreas(areas);
  const claims: SeatClaim[] = [];
  const seen = new Set<string>();
  for (const speech of sitting.speeches) {
    const label = speech.speaker.label;
    if (seen.has(label)) continue;
    seen.add(label);
    const claim = readSeatClaim(label, index);
    if (claim) claims.push(claim);
  }
  // One name, one seat; one seat, one name; one party (when printed) for the pair.
  const seatsOf = new Map<string, Set<string>>();
  const namesOf = new Map<string, Set<string>>();
  const partiesOf = new Map<string, Set<string>>();
  for (const c of claims) {
    seatsOf.set(c.foldedName, (seatsOf.get(c.foldedName) ?? new Set()).add(c.areaId));
    namesOf.set(c.areaId, (namesOf.get(c.areaId) ?? new Set()).add(c.foldedName));
    if (c.party) partiesOf.set(c.areaId, (partiesOf.get(c.areaId) ?? new Set()).add(c.party));
  }
  const agreed = claims.filter((c) => seatsOf.get(c.foldedName)!.size === 1 && namesOf.get(c.areaId)!.size === 1 && (partiesOf.get(c.areaId)?.size ?? 0) <= 1);
  const out: SeatClaim[] = [];
  const kept = new Set<string>();
  for (const c of agreed) {
    if (kept.has(c.areaId)) {
      // The same claim printed again: keep the first label, and a party any later printing names.
      const first = out.find((o) => o.areaId === c.areaId)!;
      if (!first.party && c.party) first.party = c.party;
      continue;
    }
    kept.add(c.areaId);
    out.push({ ...c });
  }
  return out;
}
