import { tokenize, type SearchToken } from '../search-index/search-tokens.js';

/** What an excerpt marks: words as typed (folded) and the stems the search matched them by. */
export interface ExcerptTerms {
  words: ReadonlySet<string>;
  stems: readonly string[];
}

const EXCERPT_LENGTH = 280;
// Endings the English stemmer takes off: a word is the stem plus one of these (or nothing).
const ENDINGS = /^(?:s|es|ed|d|ing|er|ers|ion|ions|ation|ations|al|ally|ly|ment|ments|ness|ity|ive|ives|ist|ists|ism|ise|ised|ize|ized|e|y|ies|ied|ance|ence|ances|ences)?$/;

function matches(token: SearchToken, terms: ExcerptTerms): boolean {
  const joined = token.parts.join('');
  if (terms.words.has(joined)) return true;
  return token.parts.some((part) => terms.words.has(part) || terms.stems.some((stem) => part.startsWith(stem) && ENDINGS.test(part.slice(stem.length))));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * About 280 characters of a speech as printed, around the place where the searched words cluster,
 * HTML-escaped with each match in <mark>. Cut at word boundaries, with … where the speech goes on.
 * A speech found by who said it alone opens at its start.
 */
export function makeExcerpt(text: string, terms: ExcerptTerms): string {
  const tokens = tokenize(text);
  const hits = tokens.filter((token) => matches(token, terms));
  let start = 0;
  if (hits.length > 0) {
    // The window holding the most matches, starting a little before its first.
    let bestCount = 0;
    let bestStart = hits[0]!.start;
    for (let i = 0, j = 0; i < hits.length; i += 1) {
      while (j < hits.length && hits[j]!.end - hits[i]!.start <= EXCERPT_LENGTH - 60) j += 1;
      if (j - i > bestCount) {
        bestCount = j - i;
        bestStart = hits[i]!.start;
      }
    }
    start = Math.max(0, bestStart - 60);
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end === text.length) start = Math.max(0, end - EXCERPT_LENGTH);
  // Whole words only.
  if (start > 0) start = tokens.find((token) => token.start >= start)?.start ?? start;
  if (end < text.length) end = tokens.findLast((token) => token.end <= end)?.end ?? end;
  let html = '';
  let at = start;
  for (const hit of hits) {
    if (hit.start < start || hit.end > end) continue;
    html += escapeHtml(text.slice(at, hit.start)) + '<mark>' + escapeHtml(text.slice(hit.start, hit.end)) + '</mark>';
    at = hit.end;
  }
  html += escapeHtml(text.slice(at, end));
  html = html.replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '… ' : ''}${html}${end < text.length ? ' …' : ''}`;
}
