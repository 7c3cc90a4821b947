import type { Speaker } from '../../engines/official-report/parsed-sitting.js';
import { parseSpeakerLabel, roleKey, PRESIDING, type ParsedLabel } from '../../engines/official-report/parse-speaker-label.js';

export { cleanName, parseSpeakerLabel, type ParsedLabel } from '../../engines/official-report/parse-speaker-label.js';

/**
 * Speaker labels resolved to name, role and honorific within one sitting. The record introduces a
 * Member once by full name and then by surname ("Mr Barton-Odro"), with OCR misspellings on the
 * way, so a per-sitting resolver clusters the names it has seen. Reading one label is
 * engines/official-report/parse-speaker-label.ts.
 */

/** Stateless resolution of one label: no knowledge of other names in the sitting. */
export function resolveSpeaker(raw: string): Speaker {
  const parsed = parseSpeakerLabel(raw);
  if (!parsed) return { label: raw.replace(/\s+/g, ' ').trim(), name: null, role: null, honorific: null };
  return { label: parsed.label, name: parsed.name, role: parsed.role, honorific: parsed.honorific };
}

// ---------------------------------------------------------------------------------------------
// Per-sitting resolution: cluster the names seen so short references reach the full name.

interface NameForm {
  /** The most frequent printing of this name ("Hackman Owusu-Agyemang" over "Hackman OWusu-Agyemang"). */
  name: string;
  printings: Map<string, number>;
  /** Space- and hyphen-separated parts, lower-case letters only ("Kyei-Mensah-Bonsu" → 3 parts). */
  parts: string[];
  /** Whether each part starts a word (after a space) rather than following a hyphen. */
  wordStarts: boolean[];
  /** How many parts are whole words rather than initials. */
  fullParts: number;
  honorifics: Map<string, number>;
  count: number;
  order: number;
  cluster: number;
}

function wordStartsOf(name: string): boolean[] {
  return name
    .split(/\s+/)
    .flatMap((word) => word.split('-').filter((p) => /\p{L}/u.test(p)).map((_p, i) => i === 0));
}

function partsOf(name: string): string[] {
  return name
    .split(/[\s-]+/)
    .map((p) => (/^\p{Lu}\.?$/u.test(p) ? `${p[0]!.toLowerCase()}.` : p.toLowerCase().replace(/[^\p{L}]/gu, '')))
    .filter((p) => p !== '');
}

const isInitial = (p: string): boolean => p.endsWith('.');

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Same word despite OCR: "wifliam"/"william", "mohamed"/"mohammed", "mathia"/"mathias". */
function similarWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4) return false;
  if (a.startsWith(b) || b.startsWith(a)) return Math.abs(a.length - b.length) <= 2;
  return editDistance(a, b, 2) <= (Math.min(a.length, b.length) >= 7 ? 2 : 1);
}

function compatibleGiven(b: string[], a: string[]): boolean {
  if (b.length > a.length) return false;
  const used = new Set<number>();
  // Whole words first, so an initial cannot take the slot a whole word needs.
  const order = [...b].sort((x, y) => Number(isInitial(x)) - Number(isInitial(y)));
  for (const p of order) {
    const at = a.findIndex((q, i) => {
      if (used.has(i)) return false;
      if (isInitial(p) || isInitial(q)) return p[0] === q[0];
      return similarWord(p, q);
    });
    if (at < 0) return false;
    used.add(at);
  }
  return true;
}

/** How well `b` (the less complete form) refers to `a`: 0 = not at all; higher = more parts agree. */
function matchScore(b: NameForm, a: NameForm): number {
  const max = Math.min(b.parts.length, a.parts.length);
  for (let k = max; k >= 1; k--) {
    const bTail = b.parts.slice(-k);
    const aTail = a.parts.slice(-k);
    if (bTail.some(isInitial) || aTail.some(isInitial)) continue;
    // "Appiah" is not "Twumasi-Appiah": the shared tail must start a word in the fuller name.
    if (!a.wordStarts[a.parts.length - k] || !b.wordStarts[b.parts.length - k]) continue;
    const exact = bTail.join('') === aTail.join('');
    const bKey = bTail.join('');
    const fuzzy = !exact && bKey.length >= 5 && editDistance(bKey, aTail.join(''), 2) <= (bKey.length >= 10 ? 2 : 1);
    if (!exact && !fuzzy) continue;
    if (!compatibleGiven(b.parts.slice(0, -k), a.parts.slice(0, -k))) return 0;
    return k * 4 + (exact ? 2 : 0);
  }
  // "Alhaji Abukari" for Abukari Sumani: Muslim Members are also called by their first name.
  const h = mainHonorific(b);
  if ((h === 'Alhaji' || h === 'Hajia') && b.parts.length === 1 && a.parts.length > 1 && a.parts[0] === b.parts[0]) return 1;
  return 0;
}

function mainHonorific(form: NameForm): string | null {
  let best: string | null = null;
  let n = 0;
  for (const [h, c] of form.honorifics) if (c > n) [best, n] = [h, c];
  return best;
}

const FEMALE = new Set(['Mrs', 'Ms', 'Miss', 'Madam', 'Hajia']);

export interface SpeakerResolver {
  /** Registers a label seen in the sitting; learning every label first lets early short references reach later full names. */
  learn(label: string): void;
  /** Resolves a label, learning it too; names become the fullest form of the person seen in the sitting. */
  resolve(label: string): Speaker;
  /** Distinct people (canonical names) learnt so far, in order of first appearance. */
  people(): string[];
}

export function createSpeakerResolver(): SpeakerResolver {
  const forms = new Map<string, NameForm>();
  const roleHolders = new Map<string, Set<string>>();
  const learnt = new Set<string>();
  // Labels repeat hundreds of times in a sitting ("Mr First Deputy Speaker"): read each printing once.
  const parsedLabels = new Map<string, ParsedLabel | null>();
  const parse = (raw: string): ParsedLabel | null => {
    if (!parsedLabels.has(raw)) parsedLabels.set(raw, parseSpeakerLabel(raw));
    return parsedLabels.get(raw)!;
  };
  let canonical: string[] = [];
  let dirty = false;
  let order = 0;

  const formKey = (name: string) => partsOf(name).join(' ');

  function learnParsed(parsed: ParsedLabel): void {
    if (!parsed.name) return;
    const key = formKey(parsed.name);
    if (!key) return;
    let form = forms.get(key);
    if (!form) {
      const parts = key.split(' ');
      const starts = wordStartsOf(parsed.name);
      form = { name: parsed.name, printings: new Map(), parts, wordStarts: starts.length === parts.length ? starts : parts.map(() => true), fullParts: parts.filter((p) => !isInitial(p)).length, honorifics: new Map(), count: 0, order: order++, cluster: -1 };
      forms.set(key, form);
      dirty = true;
    }
    form.count++;
    const printed = (form.printings.get(parsed.name) ?? 0) + 1;
    form.printings.set(parsed.name, printed);
    if (printed > (form.printings.get(form.name) ?? 0)) form.name = parsed.name;
    if (parsed.honorific) form.honorifics.set(parsed.honorific, (form.honorifics.get(parsed.honorific) ?? 0) + 1);
    if (parsed.role && !PRESIDING.has(parsed.role)) {
      const k = roleKey(parsed.role);
      if (!roleHolders.has(k)) roleHolders.set(k, new Set());
      roleHolders.get(k)!.add(key);
    }
  }

  function cluster(): void {
    if (!dirty) return;
    dirty = false;
    const all = [...forms.values()].sort((x, y) => y.fullParts - x.fullParts || y.parts.length - x.parts.length || y.count - x.count || x.order - y.order);
    const clusters: NameForm[][] = [];
    for (const form of all) {
      let best = -1;
      let bestScore = 0;
      let bestTie = -Infinity;
      clusters.forEach((members, i) => {
        const score = Math.max(...members.map((m) => matchScore(form, m)));
        if (score === 0) return;
        // Tie-breaks: the same honorific, then a compatible gender, then the most frequent person.
        const h = mainHonorific(form);
        const hs = members.map(mainHonorific);
        const tie = (h && hs.includes(h) ? 4 : 0) + (h && hs.some((x) => x && FEMALE.has(x) !== FEMALE.has(h)) ? -8 : 0) + members.reduce((n, m) => n + m.count, 0) / 1000;
        if (score > bestScore || (score === bestScore && tie > bestTie)) [best, bestScore, bestTie] = [i, score, tie];
      });
      if (best < 0) clusters.push([form]);
      else clusters[best]!.push(form);
    }
    // In order of first appearance, so people() reads like the record.
    clusters.sort((x, y) => Math.min(...x.map((m) => m.order)) - Math.min(...y.map((m) => m.order)));
    canonical = clusters.map(displayName);
    clusters.forEach((members, i) => members.forEach((m) => (m.cluster = i)));
  }

  /** The fullest form, each word spelt as the record spells it most often (OCR varies). */
  function displayName(members: NameForm[]): string {
    const rep = members[0]!;
    const words = rep.name.split(' ');
    return words
      .map((word) => {
        if (/^\p{Lu}\.$/u.test(word)) {
          return word;
        }
        const lower = word.toLowerCase().replace(/[^\p{L}-]/gu, '');
        const votes = new Map<string, { n: number; order: number }>();
        for (const m of members) {
          for (const w of m.name.split(' ')) {
            const wl = w.toLowerCase().replace(/[^\p{L}-]/gu, '');
            if (wl.length < 2 || !similarWord(wl.replace(/-/g, ''), lower.replace(/-/g, ''))) continue;
            const v = votes.get(w) ?? { n: 0, order: m.order };
            v.n += m.count;
            v.order = Math.min(v.order, m.order);
            votes.set(w, v);
          }
        }
        let best = word;
        let bestVote = { n: -1, order: Infinity };
        for (const [w, v] of votes) if (v.n > bestVote.n || (v.n === bestVote.n && v.order < bestVote.order)) [best, bestVote] = [w, v];
        return best;
      })
      .join(' ');
  }

  function nameFor(parsed: ParsedLabel): string | null {
    cluster();
    if (parsed.name) {
      const form = forms.get(formKey(parsed.name));
      return form && form.cluster >= 0 ? canonical[form.cluster]! : parsed.name;
    }
    if (!parsed.role || PRESIDING.has(parsed.role)) return null;
    if (parsed.nameInRole) return nameInsideRole(parsed.role);
    const holders = roleHolders.get(roleKey(parsed.role));
    if (holders && holders.size > 0) {
      const names = new Set([...holders].map((k) => canonical[forms.get(k)!.cluster]!));
      if (names.size === 1) return [...names][0]!;
    }
    return null;
  }

  /** A known person whose surname ends the broken role text ("Minister for Health Joseph Yieleh Chireh"). */
  function nameInsideRole(role: string): string | null {
    const roleParts = partsOf(role);
    let best: NameForm | null = null;
    for (const form of forms.values()) {
      const tail = roleParts.slice(-form.parts.length);
      if (tail.length === form.parts.length && tail.join(' ') === form.parts.join(' ') && (!best || form.parts.length > best.parts.length)) best = form;
    }
    if (!best) {
      const surname = roleParts[roleParts.length - 1];
      best = [...forms.values()].find((f) => f.parts[f.parts.length - 1] === surname && f.parts.length > 1) ?? null;
    }
    return best ? canonical[best.cluster]! : null;
  }

  return {
    learn(raw) {
      const parsed = parse(raw);
      learnt.add(raw);
      if (parsed) learnParsed(parsed);
    },
    resolve(raw) {
      const parsed = parse(raw);
      if (!parsed) return resolveSpeaker(raw);
      if (!learnt.has(raw)) {
        learnt.add(raw);
        learnParsed(parsed);
      }
      const name = nameFor(parsed);
      let role = parsed.role;
      if (parsed.nameInRole && name) role = stripTrailingName(parsed.role ?? '', name);
      return { label: parsed.label, name, role, honorific: parsed.honorific };
    },
    people() {
      cluster();
      return [...new Set(canonical)];
    },
  };
}

/** "Minister for Health Joseph Yieleh Chireh" less the person's words → "Minister for Health". */
function stripTrailingName(role: string, name: string): string {
  const nameWords = new Set(partsOf(name));
  const words = role.split(/\s+/);
  while (words.length > 1 && partsOf(words[words.length - 1]!).every((p) => nameWords.has(p) || isInitial(p))) words.pop();
  return words.join(' ');
}
