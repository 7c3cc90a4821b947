/** The longest topic phrase a card shows whole. */
export const MAX_TOPIC_CHARS = 80;

// Where a long heading can end and still read whole: before what it is for, between whom, under what.
const PHRASE_BOUNDARY = /\s+(?:between|for|to|under|with|in\s+respect\s+of|in\s+connection\s+with|by|from|at|on)\s+/gi;

/**
 * A heading's subject ("Receivables-backed Trade Finance Facility between COCOBOD and …") in its
 * whole form when it fits `max`, then cut at phrase boundaries, longest first; never mid-phrase.
 */
export function subjectForms(heading: string, max: number): string[] {
  return phraseForms(shortSubject(heading), max);
}

/** `text` whole when it fits `max`, then cut at phrase boundaries, longest first; never mid-phrase. */
export function phraseForms(subject: string, max: number): string[] {
  const forms = subject.length <= max ? [subject] : [];
  const cuts = [...subject.matchAll(PHRASE_BOUNDARY)].map((m) => m.index).filter((at) => at >= 12 && at <= max);
  for (const at of cuts.reverse()) {
    const form = subject.slice(0, at).replace(/[\s,;:]+$/, '');
    if (balanced(form) && !/\b(?:of|and|the|a|an)$/i.test(form) && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

const balanced = (text: string) => (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;

/**
 * The subject of a long heading: "A US$2,000,000,000.00 Receivables-backed Trade Finance Facility
 * between COCOBOD and ..." is about the "Receivables-backed Trade Finance Facility".
 */
export function shortSubject(heading: string): string {
  let s = heading
    .replace(/([a-z]{4,})(between|within)\b/g, '$1 $2') // OCR glue: "Facilitybetween"
    .replace(/^(?:a|an|the)\s+/i, '')
    .replace(/^(?:report\s+(?:of|on)\s+the\s+)/i, '')
    .replace(/^A?US\$\s?[\d,.]+\s*(?:million|billion)?\s*/i, '')
    .replace(/\s+for\s+the\s+year\s+\S+\s*/i, ' ')
    .trim();
  if (s.length > MAX_TOPIC_CHARS) {
    const cut = s.search(/\s+(?:between|for\s+the|to\s+finance|under\s+the|with\s+the)\s+/i);
    if (cut >= 12) s = s.slice(0, cut);
  }
  return s;
}
