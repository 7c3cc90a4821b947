import { checkTopic, checkTopics } from '../../readability/check-readability.js';
import { cleanDisplayText } from '../../../official-report/clean-display-text.js';
import type { SittingContext } from './sitting-context.js';
import { MAX_TOPIC_CHARS, shortSubject, subjectForms } from './subject-forms.js';
import { titleCase } from './format.js';
import { singular } from './sentences.js';
import { GENERIC_WORDS, PROCEDURAL_WORDS } from './vocabulary.js';

const MIN_TOPICS = 5;
const MAX_TOPICS = 10;
/** Room kept for phrases from the debate, so topics say more than the contents list. */
const DEBATE_SLOTS = 3;

interface Topic {
  text: string;
  score: number;
}

/**
 * 5-10 key topics: the bills and subjects on the order of business, the Ministries answering
 * questions, question and statement titles, then the noun phrases the debate keeps returning to.
 * De-duplicated (a phrase inside a chosen topic is dropped), title-ish case, and free of the
 * House's procedural vocabulary ("Mr Speaker", "Hon Members", "Order").
 */
export function extractKeyTopics(ctx: SittingContext): string[] {
  const structural = structuralTopics(ctx);
  const debate = debateTopics(ctx, 3);
  const chosen: string[] = [];
  const speakerNames = ctx.sitting.speeches.map((s) => s.speaker.name ?? s.speaker.label);
  const tryAdd = (text: string) => {
    const topic = tidy(text);
    if (!topic || chosen.length >= MAX_TOPICS || overlaps(chosen, topic)) return;
    // What an editor would strike (a person, an interjection, a cut-off or empty phrase, a near-repeat) is not offered.
    if (checkTopic(topic, { speakerNames }).length > 0 || checkTopics([...chosen, topic]).length > 0) return;
    chosen.push(topic);
  };
  const structuralShare = MAX_TOPICS - Math.min(DEBATE_SLOTS, debate.length);
  for (const t of structural) if (chosen.length < structuralShare) tryAdd(t.text);
  for (const t of debate) tryAdd(t.text);
  for (const t of structural) tryAdd(t.text);
  // Short or unusual records: loosen the debate threshold before giving up.
  for (const t of debateTopics(ctx, 1)) if (chosen.length < MIN_TOPICS) tryAdd(t.text);
  return chosen;
}

function structuralTopics(ctx: SittingContext): Topic[] {
  const topics: Topic[] = [];
  ctx.bills.filter((b) => b.inContents).forEach((b, i) => topics.push({ text: b.bill, score: 100 - i }));
  // A motion that ended in a resolution is one subject: keep the resolution, what the House decided.
  const hasResolutions = ctx.items.some((i) => i.kind === 'resolution' && !i.generic);
  for (const item of ctx.items) {
    if (item.generic || item.bill || (hasResolutions && item.kind === 'motion')) continue;
    if (item.kind === 'question') topics.push({ text: item.heading, score: 70 });
    else if (item.kind === 'statement' || item.kind === 'resolution' || item.kind === 'motion') topics.push({ text: shortSubject(item.heading), score: 80 });
    else if (item.kind === 'paper') topics.push({ text: shortSubject(item.heading), score: 60 });
  }
  // Headings inside the proceedings: question titles, statement titles.
  for (const section of ctx.sitting.sections) {
    const heading = section.heading.replace(/\s+/g, ' ').trim();
    if (isSubjectHeading(heading)) topics.push({ text: heading.replace(/\s*\([A-Za-z ]+\)\s*$/, ''), score: 50 });
  }
  ctx.bills.filter((b) => !b.inContents).forEach((b) => topics.push({ text: b.bill, score: 40 }));
  return topics.sort((a, b) => b.score - a.score);
}

const PROCEDURAL_HEADING =
  /^(?:bills?\b|papers?\b|statements?\b|motions?\b|resolutions?\b|oral answers|ministry of|votes and proceedings|adjournment|prayers|announcements?|clause\b|schedule\b|resumption|suspension\b|official report|welcome address|communication from|tribute)/i;

function isSubjectHeading(heading: string): boolean {
  if (heading.length < 8 || heading.length > 90 || PROCEDURAL_HEADING.test(heading)) return false;
  if (heading === heading.toUpperCase()) return false; // group headings are printed in capitals
  return /^[A-Z]/.test(heading) && !/[:?]$/.test(heading);
}

/** Noun phrases repeated across the debate, longer phrases favoured, names and procedure left out. */
function debateTopics(ctx: SittingContext, minCount: number): Topic[] {
  const names = speakerNameWords(ctx);
  const offices = officeNames(ctx);
  const counts = new Map<string, { count: number; surfaces: Map<string, number>; length: number }>();
  for (const s of ctx.sentences) {
    if (s.from < ctx.businessStart) continue; // corrections to the Votes and Proceedings
    for (const p of s.phrases) {
      const entry = counts.get(p.key) ?? { count: 0, surfaces: new Map(), length: p.length };
      entry.count++;
      entry.surfaces.set(p.surface, (entry.surfaces.get(p.surface) ?? 0) + 1);
      counts.set(p.key, entry);
    }
  }
  const topics: Topic[] = [];
  for (const [key, { count, surfaces, length }] of counts) {
    const needed = length === 1 ? minCount * 3 : minCount;
    if (count < needed || !goodPhrase(key, names) || offices.some((o) => o.includes(key))) continue;
    const surface = [...surfaces.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
    // A single common word ("Board", "Application") is too vague; a name or acronym is not ("COCOBOD").
    if (length === 1 && !/[A-Z].*[A-Z]|-/.test(surface)) continue;
    topics.push({ text: surface, score: count * (1 + 0.6 * (length - 1)) });
  }
  return topics.sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1)).slice(0, 30);
}

function goodPhrase(key: string, names: Set<string>): boolean {
  const words = key.split(' ');
  if (words.some((w) => !/^[a-z][a-z'’-]*[a-z]$/.test(w) || w.length < 2)) return false;
  if (words.some((w) => PROCEDURAL_WORDS.has(w) || PROCEDURAL_WORDS.has(singular(w)))) return false;
  if (words.every((w) => GENERIC_WORDS.has(w) || GENERIC_WORDS.has(singular(w)) || w === 'of')) return false;
  if (GENERIC_WORDS.has(words[words.length - 1]!)) return false;
  if (/^minist/.test(words[0]!)) return false; // "Ministry of Health ..." mentioned in passing
  if (words.some((w) => names.has(w))) return false;
  return true;
}

/** Offices held by speakers ("minister for finance and economic planning"): not topics. */
function officeNames(ctx: SittingContext): string[] {
  const roles = new Set<string>();
  for (const speech of ctx.sitting.speeches) if (speech.speaker.role) roles.add(speech.speaker.role.toLowerCase());
  return [...roles];
}

/** Words of speakers' names ("kyei-mensah-bonsu", "avoka"), so people do not become topics. */
function speakerNameWords(ctx: SittingContext): Set<string> {
  const words = new Set<string>();
  for (const speech of ctx.sitting.speeches) {
    const name = speech.speaker.name ?? speech.speaker.label.replace(/\([^)]*\)/g, '');
    for (const w of name.toLowerCase().split(/[\s.]+/)) if (w.length >= 3 && !GENERIC_WORDS.has(w)) words.add(w);
  }
  return words;
}

function tidy(text: string): string | null {
  const flat = cleanDisplayText(text.replace(/\s+/g, ' ')).replace(/^[\s\-–—,.;:]+|[\s\-–—,.;:]+$/g, '').trim();
  if (flat.length < 3) return null;
  // A long name by its whole leading phrase ("Request for Waiver of Taxes on Equipment"), never cut mid-phrase.
  // A formal name ending in its year ("… (Establishment) Instrument, 2012") is kept whole.
  const formal = /,\s*\d{4}(?:\s*\([^)]*\))?$/.test(flat) && flat.length <= 120;
  const whole = flat.length <= MAX_TOPIC_CHARS || formal ? flat : subjectForms(flat, MAX_TOPIC_CHARS)[0];
  if (!whole) return null;
  const cased = titleCase(whole);
  return cased.length >= 2 && cased.length <= 120 ? cased : null;
}

function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []).filter((w) => !GENERIC_WORDS.has(w) && w.length > 2 && w !== 'and' && w !== 'the' && w !== 'bill').map(singular),
  );
}

/** A topic whose words (nearly) all appear in a chosen one, or the reverse, adds nothing. */
function overlaps(chosen: string[], topic: string): boolean {
  const words = contentWords(topic);
  const key = topic.toLowerCase();
  return chosen.some((c) => {
    if (c.toLowerCase() === key || isAcronymOf(c, topic) || isAcronymOf(topic, c)) return true;
    const other = contentWords(c);
    if (words.size === 0 || other.size === 0) return false;
    let shared = 0;
    for (const w of words) if (other.has(w)) shared++;
    return shared / Math.min(words.size, other.size) >= 0.8;
  });
}

/** "EPA" and "Environmental Protection Agency" are one topic. */
function isAcronymOf(short: string, long: string): boolean {
  if (!/^[A-Z]{2,8}$/.test(short)) return false;
  const initials = (long.match(/\b[A-Z]/g) ?? []).join('');
  return initials === short;
}
