import { shortSubject } from './extract-key-topics.js';

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
