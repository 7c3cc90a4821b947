import type { Speaker } from './parsed-sitting.js';

/**
 * Speaker labels of the Official Report ("Mr Samuel A. Akyea", "Minister for Education (Mrs Betty
 * Mould-Iddrisu)", "Mr First Deputy Speaker", "Some Hon Members") read into name, role and
 * honorific, one label at a time. Here, not in records/ingest, because both the parser and the
 * speaker attribution (resolve-speakers.ts) read labels, and this folder imports neither of them.
 */

export interface ParsedLabel extends Speaker {
  /** "Some Hon Members", "An Hon Member": not a person. */
  group: boolean;
  /** The role text may hide a name whose brackets the OCR lost ("Minister for Health Joseph Chireh)"). */
  nameInRole: boolean;
}

interface Honorific {
  re: RegExp;
  canonical: string;
}

// Order matters: "Mrs" before "Mr", "Rev. Dr" before "Rev.". "Mm" is how the OCR reads "Mrs".
const HONORIFICS: Honorific[] = [
  { re: /^Rev(?:erend|d)?\.?\s+Dr(?:\.|(?=[\s(]|$))/i, canonical: 'Rev. Dr' },
  { re: /^Prof(?:essor)?(?:\.|(?=[\s(]|$))(?:\s*\(\s*Emeritus\s*\))?/i, canonical: 'Prof.' },
  { re: /^(?:Mrs|Mm)(?:\.|(?=[\s(]|$))/i, canonical: 'Mrs' },
  { re: /^Mr(?:\.|(?=[\s(]|$))/i, canonical: 'Mr' },
  { re: /^Ms(?:\.|(?=[\s(]|$))/i, canonical: 'Ms' },
  { re: /^Miss(?=[\s(]|$)/i, canonical: 'Miss' },
  { re: /^Dr(?:\.|(?=[\s(]|$))/i, canonical: 'Dr' },
  { re: /^Alhaji(?=[\s(]|$)/i, canonical: 'Alhaji' },
  { re: /^(?:Hajia|Alhaja)(?=[\s(]|$)/i, canonical: 'Hajia' },
  { re: /^Madam(?=[\s(]|$)/i, canonical: 'Madam' },
  { re: /^Maj(?:or)?(?:\.|(?=[\s(]|$))/i, canonical: 'Maj.' },
  { re: /^Col(?:onel)?\.(?=\s)/, canonical: 'Col.' },
  { re: /^Capt(?:ain)?(?:\.|(?=[\s(]|$))/, canonical: 'Capt.' },
  { re: /^Brig(?:adier)?(?:\.|(?=[\s(]|$))/, canonical: 'Brig.' },
  { re: /^Lt\.?(?=[\s(]|$)/, canonical: 'Lt.' },
  { re: /^Rev(?:erend|d)?(?:\.|(?=[\s(]|$))/i, canonical: 'Rev.' },
  { re: /^(?:Rt\.?\s+)?Hon(?:ourable)?(?:\.|(?=[\s(]|$))/i, canonical: 'Hon' },
];

/** Roles that stand alone after an honorific or at the start of a label, keyed by their letters. */
const ROLES: Record<string, string> = {
  speaker: 'Speaker',
  firstdeputyspeaker: 'First Deputy Speaker',
  seconddeputyspeaker: 'Second Deputy Speaker',
  deputyspeaker: 'Deputy Speaker',
  chairman: 'Chairman',
  chairperson: 'Chairperson',
  chairwoman: 'Chairwoman',
  chairmanofthecommittee: 'Chairman of the Committee',
  vicechairmanofthecommittee: 'Vice Chairman of the Committee',
  rankingmember: 'Ranking Member',
  rankingmemberofthecommittee: 'Ranking Member of the Committee',
  majorityleader: 'Majority Leader',
  minorityleader: 'Minority Leader',
  deputymajorityleader: 'Deputy Majority Leader',
  deputyminorityleader: 'Deputy Minority Leader',
  majoritychiefwhip: 'Majority Chief Whip',
  minoritychiefwhip: 'Minority Chief Whip',
  clerk: 'Clerk',
  clerktoparliament: 'Clerk to Parliament',
  president: 'President',
  vicepresident: 'Vice President',
  attorneygeneral: 'Attorney-General',
};

/** Roles of the Chair: the record never names their holder in the label. */
export const PRESIDING = new Set(['Speaker', 'First Deputy Speaker', 'Second Deputy Speaker', 'Deputy Speaker']);

const ROLE_START =
  /^(?:The\s+)?(?:(?:First|Second|Third|Deputy|Vice|Acting|Assistant|Ranking|Majority|Minority|Chief)\s+)*(?:Minister|Speaker|Chairman|Chairperson|Chairwoman|Majority|Minority|Ranking|Attorney-General|Attorney|Leader|Clerk|President|Member|Whip)\b/i;

const PARTY_OR_SEAT = /^(?:NDC|NPP|CPP|PNC|IND|GCPP|PPP|DPP|NDP|ANC|DA|EFF|IFP|ODM|PNU|KANU)\b|\s[-–—]+\s*\S/;
const LABEL_CONNECTORS = new Set(['of', 'by', 'a', 'and', 'de', 'da', 'van', 'der', 'von', 'du', 'le', 'la', 'bin', 'el']);
const ROLE_CONNECTORS = new Set(['for', 'of', 'and', 'the', 'on', 'in', 'to', '&']);

function matchHonorific(s: string): { canonical: string; length: number } | null {
  for (const h of HONORIFICS) {
    const m = h.re.exec(s);
    if (m) return { canonical: h.canonical, length: m[0].length };
  }
  return null;
}

export function roleKey(s: string): string {
  return s.toLowerCase().replace(/^the\s+/, '').replace(/[^a-z]/g, '');
}

/** Splits "Ahmed Ibrahim (NDC-Tain) (on behalf of ...)" into outside text and bracket contents; an unclosed bracket runs to the end. */
function splitBrackets(s: string): { outside: string; inside: string[] } {
  let outside = '';
  const inside: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of s) {
    if (ch === '(') {
      if (depth === 0) current = '';
      else current += ch;
      depth++;
    } else if (ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) inside.push(current.trim());
      else current += ch;
    } else if (depth > 0) current += ch;
    else outside += ch;
  }
  if (depth > 0 && current.trim()) inside.push(current.trim());
  return { outside: outside.replace(/\s+/g, ' ').trim(), inside };
}

function isNameToken(t: string): boolean {
  if (/^(?:\p{Lu}\.?-?)+$/u.test(t)) return true; // initials: "A.", "A.A-", "WG.", "G"
  // Each hyphenated part starts with a capital: "Kyei-Mensah-Bonsu", not "Kan-Dapaah--rose--".
  if (/^\p{Lu}[\p{L}'’.]*(?:-+\p{Lu}[\p{L}'’.]*)*\p{N}?-*$/u.test(t)) {
    // "Speaker." ends a sentence; "Jnr." does not.
    return !(t.endsWith('.') && t.length > 4 && /\p{Ll}{3,}\.$/u.test(t) && !/^(?:Jnr|Snr|Jr|Sr)\.$/.test(t));
  }
  return LABEL_CONNECTORS.has(t) || /^\p{Ll}{1,2}$/u.test(t);
}

/** Tidies a printed name: spacing of initials, OCR-split words, doubled hyphens. */
export function cleanName(raw: string): string {
  const tokens = raw
    .replace(/(\p{L})\s*-{2,}\s*(?=\p{L})/gu, '$1-')
    .replace(/(\p{Ll})-\s+(?=\p{Lu})/gu, '$1-')
    .replace(/(\p{Lu});/gu, '$1.')
    .replace(/(\p{Lu})\.(?=\p{L})/gu, '$1. ')
    .replace(/(\p{Lu})-(?=\s|$)/gu, '$1.')
    .split(/\s+/)
    .filter((t) => t !== '' && !/^[-–—.]+$/.test(t));
  const out: string[] = [];
  for (const t of tokens) {
    const prev = out[out.length - 1];
    // "Terkp eh": an OCR break inside a surname leaves a short lower-case tail.
    if (prev && /^\p{Ll}{1,2}$/u.test(t) && !LABEL_CONNECTORS.has(t)) {
      out[out.length - 1] = prev + t;
      continue;
    }
    const split = /^(\p{L}{2,})-(\p{Lu})\.$/u.exec(t); // "Mathia-A." → "Mathia A."
    if (split) {
      out.push(split[1]!, `${split[2]}.`);
      continue;
    }
    // "A. At Osei": a two-letter word among initials is a misread initial.
    if (/^\p{Lu}$/u.test(t) || (/^\p{Lu}\p{Ll}$/u.test(t) && prev !== undefined && /^\p{Lu}\.$/u.test(prev))) {
      out.push(`${t[0]}.`);
      continue;
    }
    if (/^\p{Lu}{2}\.$/u.test(t)) {
      out.push(`${t[0]}.`, `${t[1]}.`);
      continue;
    }
    out.push(t);
  }
  return out.join(' ');
}

function isRoleText(s: string): boolean {
  const tokens = s.split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 14) return false;
  return tokens.every((t) => {
    const bare = t.replace(/,$/, '');
    return ROLE_CONNECTORS.has(bare.toLowerCase()) || /^[\p{Lu}][\p{L}'’\-.]*$/u.test(bare);
  });
}

function titleCaseRole(s: string): string {
  const text = s.replace(/\s+/g, ' ').trim();
  if (/\p{Ll}/u.test(text)) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && ROLE_CONNECTORS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Parses "Mr X Y (NPP - Seat) (on behalf of ...)" after the honorific; null when it is not a name. */
function parseNamePart(rest: string): { name: string; role: string | null } | null {
  const { outside, inside } = splitBrackets(rest);
  if (!outside) return null;
  const tokens = outside.split(' ');
  if (tokens.length > 8 || !tokens.every(isNameToken) || !/^\p{Lu}/u.test(tokens[0]!)) return null;
  // "Hon - Mr First Deputy Speaker": two labels run together, not one name.
  if (tokens.some((t) => matchHonorific(t) !== null && !/^\p{Lu}\.?$/u.test(t))) return null;
  if (!tokens.some((t) => /^\p{Lu}[\p{L}'’-]+$/u.test(t) && /\p{L}{2}/u.test(t))) return null;
  let role: string | null = null;
  for (const part of inside) {
    if (/^on\s+beha/i.test(part) || PARTY_OR_SEAT.test(part)) continue;
    if (ROLE_START.test(part) && isRoleText(part)) role = part.replace(/\s+/g, ' ');
  }
  return { name: cleanName(outside), role };
}

function label(text: string, fields: Partial<ParsedLabel>): ParsedLabel {
  return { label: text, name: null, role: null, honorific: null, group: false, nameInRole: false, ...fields };
}

/**
 * Reads one speaker label as printed (without the colon). Returns null when the text is not a
 * speaker label (a sentence that happens to start "Mr Speaker, ..." or end in a colon), which is
 * how the parser tells labels from prose.
 */
export function parseSpeakerLabel(raw: string): ParsedLabel | null {
  const printed = raw
    .replace(/\s+/g, ' ')
    .trim()
    // Stray marks before the label: '"Madam Speaker', '_ Alhaji Dauda', 'V Dr Anthony A. Osei'.
    .replace(/^[^\p{L}(]+/u, '')
    .replace(/^\p{L}\s+(?=(?:Mr|Mrs|Ms|Dr|Prof|Alhaji|Madam|Papa)\b)/u, '')
    .replace(/[\s"'’‘`_\-–—~,]+$/, '');
  let s = printed
    .replace(/\]\s*\(/g, ' (')
    .replace(/(\p{Lu});(?=\s)/gu, '$1.')
    .replace(/(\p{L})~(?=\p{L})/gu, '$1-')
    // "(MP)" after a Minister's name says nothing about who speaks.
    .replace(/\(\s*M\s*P\s*\)/g, ' ')
    .replace(/[{[]/g, '(')
    .replace(/\]/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^\((?:[^()]*)\)$/.test(s)) s = s.slice(1, -1).trim(); // Kenyan "(Mr. Speaker)"
  if (s.length === 0 || s.length > 180) return null;

  if (/^(?:(?:some|an|several|all|many|other)\s+)?hon(?:ourable)?\.?\s+members?$/i.test(s)) {
    return label(printed, { group: true, role: /members$/i.test(s) ? 'Members' : 'Member' });
  }

  const honorific = matchHonorific(s);
  if (honorific) {
    const rest = s.slice(honorific.length).replace(/^[\s\-_,.~]+/, '').trim();
    if (!rest) return null;
    const role = ROLES[roleKey(rest)];
    if (role) return label(printed, { honorific: honorific.canonical, role });
    const parsed = parseNamePart(rest);
    if (!parsed) return null;
    return label(printed, { honorific: honorific.canonical, name: parsed.name, role: parsed.role });
  }

  if (ROLE_START.test(s)) return parseRoleFirst(printed, s);
  // "Papa Owusu-Ankomah", "Nana ...": names printed without an honorific.
  if (/^(?:Papa|Nana|Naa|Togbe|Osahene|Hajia)\s/.test(s)) {
    const parsed = parseNamePart(s);
    return parsed ? label(printed, { name: parsed.name, role: parsed.role }) : null;
  }
  return null;
}

/** "Minister for Education (Mrs Betty Mould-Iddrisu)", "Majority Leader", "The SPEAKER". */
function parseRoleFirst(printed: string, text: string): ParsedLabel | null {
  // "Minority Leader Mr (Osei Kyei-Mensah-Bonsu)": the honorific slipped outside the bracket.
  const s = text.replace(/^The\s+/i, '').replace(/\b(Mrs|Mr|Ms|Dr|Alhaji|Prof\.?)\s*\(\s*/, '($1 ');
  const open = s.indexOf('(');
  if (open > 0) {
    const rolePart = s.slice(0, open).trim();
    const { inside } = splitBrackets(s.slice(open));
    for (const part of inside) {
      const honorific = matchHonorific(part);
      if (!honorific) continue;
      const parsed = parseNamePart(part.slice(honorific.length).trim());
      if (!parsed || rolePart.split(/\s+/).length > 14) return null;
      return label(printed, { role: rolePart.replace(/\s+/g, ' '), name: parsed.name, honorific: honorific.canonical });
    }
    const role = ROLES[roleKey(rolePart)];
    if (role && isRoleText(rolePart)) return label(printed, { role });
  }
  // "Minister for Communications Alhaji Haruna Iddrisu)": the opening bracket was lost.
  const inner = /\s((?:Mrs|Mr|Ms|Dr|Alhaji|Hajia|Prof)\.?)\s+(?=\p{Lu})/u.exec(s);
  if (inner) {
    const rolePart = s.slice(0, inner.index).trim();
    const honorific = matchHonorific(inner[1]!);
    const parsed = parseNamePart(s.slice(inner.index + inner[0].length).replace(/\)+$/, ''));
    if (parsed && honorific && isRoleText(rolePart) && !ROLES[roleKey(parsed.name)] && !/[-–—]$/.test(rolePart)) {
      return label(printed, { role: rolePart, name: parsed.name, honorific: honorific.canonical });
    }
  }
  const role = ROLES[roleKey(s)];
  if (role) return label(printed, { role });
  if (/\)$/.test(s) && isRoleText(s.replace(/\)+$/, ''))) {
    return label(printed, { role: s.replace(/\)+$/, '').trim(), nameInRole: true });
  }
  // "The SPEAKER", "The MINISTER OF FINANCE" (South African style).
  if (/^The\s/i.test(text) && isRoleText(s) && s.split(/\s+/).length <= 8) return label(printed, { role: titleCaseRole(s) });
  return null;
}
