/**
 * Speaker attribution: each speech of a parsed sitting to the real person who spoke, or to nobody.
 * The way TheyWorkForYou's parlparse does it: titles stripped, only people with a seat or a post that
 * day are candidates (the roster), "Office (Name)" and "Name (Constituency)" narrow them, the Chair's
 * labels go to whoever presides at that point, a bare surname to the Member of that name who already
 * spoke, and a name damaged by OCR only when it clearly beats the runner-up. Precision before
 * coverage: a speech is left unresolved rather than given to a guess. Pure and fast (a few ms a sitting).
 */
import { foldText, nameTokens } from './fold-person-name.js';
import { exactNameMatches, ocrNameMatches, type NameMatch } from './match-roster-name.js';
import { postHolders, postTitle, roleMatchesPost } from './match-roster-post.js';
import { postTrustedOn } from './post-trust.js';
import { parseSpeakerLabel, PRESIDING, type ParsedLabel } from './parse-speaker-label.js';
import type { ChairChange, ParsedSitting, Speech } from './parsed-sitting.js';
import { foldArea, indexRoster, seatHolders, type IndexedPerson, type RosterIndex } from './roster-index.js';
import type { SittingRoster } from './sitting-roster.js';

export interface SpeechAttribution {
  personId: string | null;
  /** the office the label names and its holder held that day ("Speaker", "Minister for Education"), else null */
  post: string | null;
  /** which rule decided, for the eval and debugging: 'chair' | 'office' | 'name' | 'name+seat' | 'alias' | 'surname-earlier' | 'surname-only' | 'ocr' | 'group' | 'unresolved:…' */
  rule: string;
}

/** Labels of whoever is in the Chair, without a name: the Speaker, or the Chairman of the whole House. */
const CHAIR_LABELS = new Set(['Speaker', 'Deputy Speaker', 'Chairman', 'Chairperson', 'Chairwoman']);
const FEMALE = new Set(['Mrs', 'Ms', 'Miss', 'Madam', 'Hajia']);
const MALE = new Set(['Mr', 'Alhaji']);
/** Party abbreviations that open a seat in brackets: "(NDC - Tain)", "(NPP-- Sunyani West)". */
const SEAT = /\(\s*(?:NDC|NPP|CPP|PNC|IND|GCPP|PPP|DPP|NDP)\b\s*[-–—~:,.]*\s*([^()]*?)\s*\)?(?=\s*(?:\(|$))/gi;

const unresolved = (why: string): SpeechAttribution => ({ personId: null, post: null, rule: `unresolved:${why}` });

function genderOf(honorific: string | null): 'female' | 'male' | null {
  if (!honorific) return null;
  return FEMALE.has(honorific) ? 'female' : MALE.has(honorific) ? 'male' : null;
}

/** The label read afresh; a hand-built speech whose label does not parse keeps the parser's fields. */
function readLabel(speech: Speech, cache: Map<string, ParsedLabel | null>): ParsedLabel {
  if (!cache.has(speech.speaker.label)) cache.set(speech.speaker.label, parseSpeakerLabel(speech.speaker.label));
  const parsed = cache.get(speech.speaker.label);
  if (parsed) return parsed;
  const { label, name, role, honorific } = speech.speaker;
  return { label, name, role, honorific, group: !name && (role === 'Members' || role === 'Member'), nameInRole: false };
}

/** The constituency a label prints after the party, folded ("(NPP -- Sunyani West)" → "sunyani west"). */
function seatIn(label: string): string | null {
  for (const m of label.matchAll(SEAT)) {
    const area = foldArea(m[1] ?? '');
    if (area.length >= 3) return area;
  }
  return null;
}

/** The Chair's own offices, as labels print them without a name. */
const CHAIR_OFFICES = new Set(['Speaker', 'First Deputy Speaker', 'Second Deputy Speaker']);

class SittingAttributor {
  private readonly index: RosterIndex;
  /** People attributed so far, most recent last: whom a bare surname refers to. */
  private readonly spoken: string[] = [];
  private readonly chair: ChairChange[];
  private readonly holders = new Map<string, IndexedPerson | null>();
  /** Each speech's label, read once. */
  private readonly labels: ParsedLabel[];
  /** Each speech's Chair office when its label names one ("Mr Second Deputy Speaker"), else null. */
  private readonly chairLabels: (string | null)[];
  /** A Chair office that labels show took over where no marker says so, and from which offset. */
  private unmarked: { office: string; from: number } | null = null;

  constructor(
    private readonly speeches: Speech[],
    chair: ChairChange[],
    roster: SittingRoster,
  ) {
    this.index = indexRoster(roster);
    this.chair = [...chair].sort((a, b) => a.offset - b.offset);
    // Labels repeat ("Mr First Deputy Speaker" a hundred times a sitting): each printing is read once.
    const cache = new Map<string, ParsedLabel | null>();
    this.labels = speeches.map((s) => readLabel(s, cache));
    this.chairLabels = this.labels.map((l) => (l.role && !l.name && CHAIR_OFFICES.has(l.role) ? l.role : null));
  }

  attribute(i: number): SpeechAttribution {
    const speech = this.speeches[i]!;
    const label = this.labels[i]!;
    const result = this.decide(label, speech, i);
    if (result.personId) this.spoken.push(result.personId);
    return result;
  }

  private decide(label: ParsedLabel, speech: Speech, i: number): SpeechAttribution {
    if (label.group) return { personId: null, post: null, rule: 'group' };
    const role = label.role;
    if (!label.name) {
      if (!role) return unresolved('no-name');
      if (PRESIDING.has(role) || CHAIR_LABELS.has(role)) return this.chairAt(role, label.honorific, speech.span.start, i);
      if (label.nameInRole) return this.nameInRole(role);
      return this.office(role);
    }
    return this.byName(label);
  }

  // ---------------------------------------------------------------------------------- the Chair

  /** Who holds this office that day: exactly one person, else nobody. */
  private holderOf(office: string): IndexedPerson | null {
    if (!this.holders.has(office)) {
      const key = foldText(office);
      const holders = this.index.persons.filter((p) => p.person.posts.some((post) => foldText(post.role) === key && postTrustedOn(post, this.index.date)));
      this.holders.set(office, holders.length === 1 ? holders[0]! : null);
    }
    return this.holders.get(office)!;
  }

  /** The office the last "[... IN THE CHAIR]" before `offset` names (the first marker's above it), and where the next one is. */
  private markedAt(offset: number): { office: string | null; next: number } {
    const at = this.chair.findLastIndex((c) => c.offset <= offset);
    const office = (at >= 0 ? this.chair[at] : this.chair[0])?.office ?? null;
    return { office, next: this.chair[at + 1]?.offset ?? Infinity };
  }

  /**
   * "Mr First Deputy Speaker" names its office; "Mr Speaker", "Madam Speaker", "Mr Chairman" mean
   * whoever presides at that point: the last "[... IN THE CHAIR]" before the speech, or an office the
   * labels show took the Chair since (the Speaker when the record prints no marker at all).
   */
  private chairAt(role: string, honorific: string | null, offset: number, i: number): SpeechAttribution {
    const marked = this.markedAt(offset);
    if (this.unmarked && (this.unmarked.from < (this.chair.findLast((c) => c.offset <= offset)?.offset ?? -1))) this.unmarked = null;
    const presiding = this.unmarked?.office ?? marked.office;
    let office: string;
    if (role === 'First Deputy Speaker' || role === 'Second Deputy Speaker') {
      office = role;
      if (presiding !== null && presiding !== role) {
        // The label names another office than the one presiding. A change of Chair the record did not
        // mark, if that office's labels carry on; a misprint, or a change back and forth, if the
        // presiding office's own label comes back before the next marker: then nobody can tell.
        const back = this.chairLabels.some((o, j) => j > i && o === presiding && this.speeches[j]!.span.start < marked.next);
        if (back) return unresolved('chair-conflict');
        this.unmarked = { office: role, from: offset };
      }
    } else {
      office = presiding ?? 'Speaker';
      if (role === 'Deputy Speaker' && !/Deputy Speaker$/.test(office)) return unresolved('chair-unknown');
    }
    const holder = this.holderOf(office);
    if (!holder) return unresolved('no-holder');
    // "Madam Speaker" is never a man: the Chair changed hands where the record does not say.
    const gender = genderOf(honorific);
    if (gender && holder.person.gender && holder.person.gender !== gender) return unresolved('chair-gender');
    return { personId: holder.person.id, post: office, rule: 'chair' };
  }

  // --------------------------------------------------------------------------------------- posts

  /** "Majority Leader", "Minister for Health": the one person holding that post that day. */
  private office(role: string): SpeechAttribution {
    const holders = postHolders(this.index, role);
    if (holders.length === 0) return unresolved('no-holder');
    if (holders.length > 1) return unresolved('office-ambiguous');
    return { personId: holders[0]!.person.person.id, post: postTitle(holders[0]!.post), rule: 'office' };
  }

  /** "Minister for Health Joseph Yieleh Chireh)": the brackets lost, a person's whole name ends the role. */
  private nameInRole(role: string): SpeechAttribution {
    const words = nameTokens(role);
    const found = this.index.persons.filter(
      (p) => p.sitting && p.forms.some((f) => f.tokens.length >= 2 && f.tokens.every((t) => words.includes(t)) && words.at(-1) === f.tokens.at(-1)),
    );
    if (found.length !== 1) return found.length === 0 ? this.office(role) : unresolved('ambiguous');
    const person = found[0]!;
    const post = person.person.posts.find((q) => roleMatchesPost(role, q));
    return { personId: person.person.id, post: post ? postTitle(post) : null, rule: 'name' };
  }

  // --------------------------------------------------------------------------------------- names

  private byName(label: ParsedLabel): SpeechAttribution {
    const tokens = nameTokens(label.name!);
    const full = tokens.filter((t) => t.length > 1);
    if (full.length === 0) return unresolved('no-name');
    const seat = seatIn(label.label);
    // A constituency the roster knows narrows; one it does not know (OCR, an old name) says nothing.
    const seated = seat === null ? null : seatHolders(this.index, seat);
    const seatKnown = seated !== null;
    const holdsSeat = (p: IndexedPerson) => seated !== null && seated.has(p);
    const role = label.role;
    // "Office (Name)": a post known in this Parliament but not trusted that day counts when the label names it.
    const eligible = (p: IndexedPerson) => p.sitting || (role !== null && p.person.posts.some((q) => roleMatchesPost(role, q)));

    let matches = exactNameMatches(this.index, tokens, eligible);
    // "Alhaji Abukari" may be Abukari Sumani: Muslim Members are also called by their first name. Others never are.
    if (full.length === 1 && !(label.honorific === 'Alhaji' || label.honorific === 'Hajia')) matches = matches.filter((m) => !m.firstWordOnly);
    else if (full.length === 1 && matches.some((m) => !m.firstWordOnly)) matches = matches.filter((m) => !m.firstWordOnly);
    if (matches.length > 0) return this.choose(matches, label, { seat: seatKnown ? holdsSeat : null, gender: genderOf(label.honorific), bare: full.length === 1 });

    // No exact reading: OCR, if one person clearly beats the runner-up.
    const ocr = ocrNameMatches(this.index, tokens, 0, eligible);
    if (ocr.length > 0) {
      const best = ocr[0]!;
      const runnerUp = ocrNameMatches(this.index, tokens, 1, eligible).find((m) => m.person !== best.person)?.cost ?? Infinity;
      if (runnerUp >= best.cost + 2 && !(seatKnown && !holdsSeat(best.person))) return this.attributed(best.person, label, 'ocr');
    }
    return this.bySurname(full, label, seatKnown ? holdsSeat : null) ?? unresolved(ocr.length > 0 ? 'ocr-ambiguous' : seatKnown ? 'seat-not-name' : 'not-in-roster');
  }

  /**
   * A name that reads as nobody's in full ("Mr Alex Tettey-Enyo", "Ms Hanny-Sherry Ayittey") whose
   * surname (the last word) is right, and something else pins the person down: the constituency
   * printed with it, the office printed with it, or another of its words shared with a Member of that
   * surname who already spoke.
   */
  private bySurname(full: string[], label: ParsedLabel, holdsSeat: ((p: IndexedPerson) => boolean) | null): SpeechAttribution | null {
    const surname = full.at(-1)!;
    const others = full.slice(0, -1);
    const named = (p: IndexedPerson) => p.words.has(surname);
    if (holdsSeat) {
      const inSeat = this.index.persons.filter(holdsSeat);
      if (inSeat.length === 1 && named(inSeat[0]!)) return this.attributed(inSeat[0]!, label, 'name+seat');
      return null;
    }
    if (label.role) {
      const holders = postHolders(this.index, label.role, true).filter((h) => named(h.person));
      if (holders.length === 1) return this.attributed(holders[0]!.person, label, 'office');
    }
    if (others.length > 0) {
      const earlier = this.spoken.findLast((id) => {
        const p = this.index.byId.get(id)!;
        return named(p) && others.some((w) => p.words.has(w));
      });
      if (earlier) return this.attributed(this.index.byId.get(earlier)!, label, 'surname-earlier');
    }
    return null;
  }

  private choose(matches: NameMatch[], label: ParsedLabel, how: { seat: ((p: IndexedPerson) => boolean) | null; gender: 'female' | 'male' | null; bare: boolean }): SpeechAttribution {
    let candidates = matches;
    let seated = false;
    if (how.seat) {
      const inSeat = candidates.filter((m) => how.seat!(m.person));
      // The label's constituency belongs to someone else: the name and the seat disagree.
      if (inSeat.length === 0) return unresolved('seat-conflict');
      seated = true;
      candidates = inSeat;
    }
    if (candidates.length > 1 && label.role) {
      const inPost = candidates.filter((m) => m.person.person.posts.some((q) => roleMatchesPost(label.role!, q)));
      if (inPost.length > 0) candidates = inPost;
    }
    const ids = new Set(candidates.map((m) => m.person.person.id));
    const earlier = this.spoken.findLast((id) => ids.has(id));
    // parlparse's rule: a surname alone is the Member of that name who spoke last.
    if (how.bare && earlier && !seated) return this.attributed(this.index.byId.get(earlier)!, label, 'surname-earlier');
    if (candidates.length > 1 && earlier) candidates = candidates.filter((m) => m.person.person.id === earlier);
    if (candidates.length > 1 && how.gender) {
      const fits = candidates.filter((m) => m.person.person.gender === how.gender);
      if (fits.length === 1) candidates = fits;
    }
    if (candidates.length !== 1) return unresolved(how.bare ? 'surname-ambiguous' : 'ambiguous');
    const only = candidates[0]!;
    const rule = seated ? 'name+seat' : how.bare ? 'surname-only' : only.viaAlias ? 'alias' : 'name';
    return this.attributed(only.person, label, rule);
  }

  private attributed(person: IndexedPerson, label: ParsedLabel, rule: string): SpeechAttribution {
    const role = label.role;
    const post = role ? person.person.posts.find((q) => roleMatchesPost(role, q)) : undefined;
    // The record's own word for an office the roster does not list that day ("Chairman of the Committee").
    return { personId: person.person.id, post: post ? postTitle(post) : role && !PRESIDING.has(role) ? role : null, rule };
  }
}

export function resolveSpeakers(sitting: Pick<ParsedSitting, 'speeches' | 'chair'>, roster: SittingRoster): SpeechAttribution[] {
  const attributor = new SittingAttributor(sitting.speeches, sitting.chair, roster);
  return sitting.speeches.map((_speech, i) => attributor.attribute(i));
}

/**
 * A Member the record names in its prose rather than in a label ("Q. 783. Mr Simon E. Asimah (on
 * behalf of Mr Francis Yaw Osei-Sarfo)"): the rules a label "Mr Francis Yaw Osei-Sarfo" would meet,
 * with nobody spoken before. Null unless exactly one person on the roster fits.
 */
export function resolveNamedMember(printed: string, roster: SittingRoster): string | null {
  // "Hon" reads a name printed without a title as a name, and says nothing of who it is.
  const label = /^(?:Mr|Mrs|Ms|Miss|Dr|Prof|Alhaji|Hajia|Madam|Rev|Hon|Papa|Nana)\b/.test(printed.trim()) ? printed.trim() : `Hon ${printed.trim()}`;
  const speech: Speech = { speaker: { label, name: null, role: null, honorific: null }, text: '', span: { start: 0, end: 0 }, column: null, sectionIndex: -1 };
  return resolveSpeakers({ speeches: [speech], chair: [] }, roster)[0]!.personId;
}
