/**
 * OCR noise normalisation for Official Report text. The output is what readers see (it is stored as
 * the Hansard's raw_text) and what every parser offset points into, so the fixes are conservative:
 * line structure is kept, and only errors that are unambiguous in context are rewritten.
 */

import { MONTH_NAMES } from '@kakyere/contract';

const MONTHS = MONTH_NAMES.join('|');
const MONTH_RE = `(?:${MONTHS}|${MONTHS.toUpperCase()})`;

// eslint-disable-next-line no-control-regex -- matching control characters is the point: OCR output carries stray ones.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Characters OCR confuses with digits, mapped to the digit they stand for. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', i: '1', Z: '2' };

export function normaliseOcr(input: string): string {
  let text = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00a0\u2007\u202f]/g, ' ')
    // Control characters other than the newline carry nothing readable.
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[ ]+$/gm, '');

  text = fixColumnReferences(text);
  text = fixColumnMarkers(text);
  text = fixHonorifics(text);
  text = fixLetterDigitConfusions(text);
  text = fixDates(text);
  text = fixTimes(text);
  text = fixUpperCaseHeadings(text);
  text = text
    // "N0. 13" in the cover line.
    .replace(/\bN0\.(?=\s*\d)/g, 'No.')
    // "Public HealthBill, 2011": the space before "Bill" is often lost.
    .replace(/([a-z])(Bill)(?=[,\s])/g, '$1 $2')
    // "Attorney~General", "Darko~Mensah": a tilde between letters is a misread hyphen; "-~" is a dash.
    .replace(/([A-Za-z])~(?=[A-Za-z])/g, '$1-')
    .replace(/[-~]*~[-~]*/g, '-');
  return joinHyphenatedLineBreaks(text);
}

/** "[C0L. 1]", "[Co1. 600]", "[Col 63 7]", "[Cols. 1 3 8, 152]", "[Cols. 76O-769]" → "[Col. 1]", "[Cols. 138, 152]", ... */
function fixColumnReferences(text: string): string {
  return text.replace(/\[\s*[Cc][oO0][lLI1](s?)\s*[.,]?\s*([0-9OolI ,\-–]+?)\s*\]/g, (whole, plural: string, body: string) => {
    const parts = body
      .split(',')
      .map((part) =>
        part
          .split(/[-–]/)
          .map((n) => digitsOf(n.replace(/\s+/g, '')))
          .filter((n) => n !== ''),
      )
      .filter((range) => range.length > 0);
    if (parts.length === 0) return whole;
    const rendered = parts.map((range) => range.join('-')).join(', ');
    const many = plural === 's' || parts.length > 1 || parts.some((r) => r.length > 1);
    return `[${many ? 'Cols.' : 'Col.'} ${rendered}]`;
  });
}

/** A column marker alone on its line: "[l19]" → "[119]". */
function fixColumnMarkers(text: string): string {
  return text.replace(/^(\s*)\[([0-9lIOo]{1,4})\]/gm, (whole, lead: string, body: string) => {
    if (!/\d/.test(body)) return whole;
    return `${lead}[${digitsOf(body)}]`;
  });
}

function digitsOf(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (DIGIT_LOOKALIKES[ch] !== undefined) out += DIGIT_LOOKALIKES[ch];
    else return '';
  }
  return out;
}

function fixHonorifics(text: string): string {
  return (
    text
      .replace(/\b(?:lVIr|IVIr|lVlr)\b/g, 'Mr')
      .replace(/\b(?:A1haji|Alhaj i|AIhaji|Alhaii)\b/g, 'Alhaji')
      .replace(/\((?:IVJIP|lVIP|IVIP|lVlP)\)/g, '(MP)')
      // "MrAvoka", "DrA. A. Osei", "MrFirstDeputy Speaker": the space after the honorific was lost.
      .replace(/\b(Mrs|Mr|Ms|Dr)(?=[A-Z](?:[a-z]|\.))/g, '$1 ')
      // "Mr-Bandua", "Mr -First Deputy Speaker", "Mrs, Osei-Opare" at the start of a speaker line.
      .replace(/^(\s*)(Mrs|Mr|Ms|Dr)\s*[-_,~]+\s*(?=[A-Z])/gm, '$1$2 ')
  );
}

/**
 * Digits read inside names ("Bart0n-Odro", "Osei-0wusu", "Tettey-Eny0", "DistrictAssemb1y").
 * Only a digit flanked by letters is touched, so amounts and references keep their digits.
 */
function fixLetterDigitConfusions(text: string): string {
  return text
    .replace(/(?<=[A-Za-z])0(?=[a-z])/g, 'o')
    .replace(/(?<=[a-z]-)0(?=[a-z]{2})/gi, 'O')
    .replace(/(?<=[a-z]{2})0(?=[\s)\]:,;]|$)/gm, 'o')
    .replace(/(?<=[a-z])1(?=[a-z])/g, 'l')
    // "Mr Samuel 0. Ampofo": an initial read as zero.
    .replace(/(?<=\b[A-Z][a-z]+ )0\.(?= [A-Z])/g, 'O.');
}

/** Suffix for a day of the month: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

const YEARISH = '[12Z][0O9](?: ?[0-9OolI]){2}(?![0-9A-Za-z])';

function fixYear(raw: string): string {
  const digits = digitsOf(raw.replace(/ /g, ''));
  if (digits.length !== 4) return raw;
  const year = Number(digits);
  return year >= 1950 && year <= 2099 ? digits : raw;
}

function fixDates(text: string): string {
  const afterMonth = new RegExp(`(${MONTH_RE},?[ ]*)(${YEARISH})`, 'g');
  const afterInstrument = new RegExp(`(\\b(?:Bill|Act|Instrument|Regulations|BILL|ACT)[ ]*,?[ ]*\\n?[ ]*)(${YEARISH})`, 'g');
  return (
    text
      .replace(afterMonth, (_w, lead: string, year: string) => lead + fixYear(year))
      .replace(afterInstrument, (_w, lead: string, year: string) => lead + fixYear(year))
      // '23" August', '23"‘ August', '1*’ June': a superscript ordinal misread as quotes.
      .replace(new RegExp(`\\b(\\d{1,2})[ ]?["”*][‘’'\`"]?[ ]*(?=${MONTH_RE}\\b)`, 'g'), (_w, day: string) => `${day}${ordinalSuffix(Number(day))} `)
      // "3 lst May" → "31st May", "3 I May" → "31 May", "lst June" → "1st June".
      .replace(new RegExp(`\\b(\\d)[ ]?[lI](st|ST)?(?=[ ]+${MONTH_RE}\\b)`, 'g'), (_w, d: string, st: string | undefined) => `${d}1${st ?? ''}`)
      .replace(new RegExp(`(^|[ ,])[lI](st|ST)(?=[ ]+${MONTH_RE}\\b)`, 'gm'), '$11$2')
  );
}

/** "1.OOp.m." → "1.00p.m.", "l2.l5 p.m." → "12.15 p.m." in time stamps. */
function fixTimes(text: string): string {
  return text.replace(/(?<![\w.])([0-9lI]{1,2})\.([0-9OolI]{2})(?=\s*\.?\s*(?:[ap]\.?\s?m\b|noon))/gi, (whole, h: string, m: string) => {
    const hh = digitsOf(h);
    const mm = digitsOf(m);
    return hh && mm ? `${hh}.${mm}` : whole;
  });
}

const HEADING_WORD_FIXES: Record<string, string> = { OFFICLAL: 'OFFICIAL', 'TH]RD': 'THIRD', OFFICIA1: 'OFFICIAL' };

/**
 * In upper-case headings "OF" is often read as "OP", "or" or "0F" ("CONSIDERATION STAGE or BILLS").
 * Only lines that are otherwise upper case are touched, so prose "or" is safe.
 */
function fixUpperCaseHeadings(text: string): string {
  return text.replace(/^[^\na-z]*(?:\b(?:or|Or)\b[^\na-z]*)*$/gm, (line) => {
    const letters = line.replace(/[^A-Za-z]/g, '');
    if (letters.length < 6) return line;
    return line
      .replace(/(?<=[A-Z]{2,}[ ]+)(?:OP|Or|or|0F|OI)(?=[ ]+[A-Z]{2,})/g, 'OF')
      .replace(/\b(?:OFFICLAL|OFFICIA1)\b|TH\]RD/g, (w) => HEADING_WORD_FIXES[w] ?? w);
  });
}

/**
 * "Attorney-\nGeneral's Department" → "Attorney-General's\nDepartment": the word is moved up so the
 * line count (and so the layout) is kept. A break before a capital is a real hyphen (names); before
 * a lower-case letter it is a real hyphen unless the joined word is used elsewhere in the same
 * sitting ("Rehabili-\ntation" → "Rehabilitation"), which needs no dictionary and cannot invent words.
 */
function joinHyphenatedLineBreaks(text: string): string {
  if (!text.includes('-\n')) return text;
  const vocabulary = new Set(text.toLowerCase().split(/[^a-z]+/));
  // The rest of the next line is looked at, not consumed, so a line that both receives a word and
  // ends in a hyphen itself is joined in the same pass.
  return text.replace(/([A-Za-z]+)-\n[ ]*([A-Za-z][A-Za-z'’]*(?:-[A-Za-z]+)*[.,;:!?)"’]*)[ ]*/g, (whole, left: string, right: string, offset: number, all: string) => {
    const restEnd = all.indexOf('\n', offset + whole.length);
    const rest = all.slice(offset + whole.length, restEnd < 0 ? all.length : restEnd);
    // "CONSIDERATION STAGE OF BILLS-\nPresidential ...": a heading's trailing dash, not a hyphen.
    if (!/[a-z]/.test(left)) return whole;
    // "Hon Papa-\nPapa Owusu-Ankomah: So ..." and "Mr Avoka -rose-\nMr Second Deputy Speaker:": a dash
    // before the next speaker, whose label must stay at the start of its line.
    if (/^(?:Mrs?|Ms|Dr|Prof|Alhaji|Madam)\b/.test(right) || /^[^\n]{0,80}:/.test(right + rest) || left === 'rose') return whole;
    const word = /^[a-z]/.test(right) && vocabulary.has((left + right.replace(/[^A-Za-z].*$/, '')).toLowerCase()) ? left + right : `${left}-${right}`;
    return rest.length > 0 ? `${word}\n` : word;
  });
}
