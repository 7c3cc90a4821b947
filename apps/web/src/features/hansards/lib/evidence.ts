import type { HansardEvidence, Provenance, SourceSpan } from '@kakyere/contract';
import type { AuthorPart, SourceRef } from '../../../lib/provenance';

export type SentenceEvidence = HansardEvidence['summary'][number];
export type IndustryEvidence = HansardEvidence['affected_industries'][number];
export type BillEvidence = HansardEvidence['bills_discussed'][number];

export interface ProvenanceDescription {
  /** Who or what wrote the summary, e.g. "Summarised by Kakyerɛ's built-in engine (builtin-1.0.0)". */
  author: string;
  /** The same, with the names (model, engine version) that should not break across lines marked. */
  authorParts: AuthorPart[];
  /** What it was written from; null when the record does not say anything a reader could use. */
  source: SourceRef | null;
  /** Why an AI model's answer was set aside for the built-in engine's, when that happened. */
  note: string | null;
}

const PROVIDERS: Record<string, string> = {
  anthropic: 'Anthropic',
  google: 'Google',
  openai: 'OpenAI',
  'openai-compatible': 'an OpenAI-compatible API',
};

/** The short, honest "how this summary was made" line of a Hansard. */
export function describeProvenance(
  provenance: Pick<Provenance, 'source' | 'engine' | 'engine_version' | 'model'>,
  fallbackReason: string | null = null,
): ProvenanceDescription {
  const engine = provenance.engine.trim().toLowerCase();
  const model = provenance.model?.trim() || null;
  const version = provenance.engine_version?.trim() || null;
  const byEditors = engine === 'editor';

  const name = (text: string): AuthorPart => ({ text, name: true });
  let authorParts: AuthorPart[];
  if (byEditors) authorParts = [{ text: 'Written by the Kakyerɛ editors' }];
  else if (engine === 'builtin') {
    authorParts = [{ text: "Summarised by Kakyerɛ's built-in engine" }];
    if (version) authorParts.push({ text: ' (' }, name(version), { text: ')' });
  } else if (model || engine in PROVIDERS) {
    authorParts = [
      { text: 'Summarised by ' },
      model ? name(model) : { text: 'an AI model' },
      { text: ` via ${PROVIDERS[engine] ?? provenance.engine.trim()}` },
    ];
  } else authorParts = [{ text: 'Summarised automatically by the “' }, name(provenance.engine.trim()), { text: '” engine' }];

  const reason = fallbackReason?.trim();
  return {
    author: authorParts.map((part) => part.text).join(''),
    authorParts,
    source: describeSource(provenance.source, !byEditors),
    note:
      reason && !byEditors
        ? `An AI model's answer was not used (${reason}), so the built-in engine wrote this summary instead.`
        : null,
  };
}

/**
 * A record's `provenance.source` for readers: a URL becomes a link (http and https only), an
 * Official Report citation is shown as written, and internal markers ("seed", "synthetic:…") say
 * nothing. Machine summaries are always made from an Official Report, so they name it.
 */
export function describeSource(source: string, machine: boolean): SourceRef | null {
  const text = source.trim();
  const url = httpUrl(text);
  if (url) return { kind: 'link', href: url.href, label: machine ? 'the Official Report' : `the record at ${url.host}` };
  if (/^file:/i.test(text)) return machine ? { kind: 'text', text: 'the Official Report' } : null;
  if (text === '' || /^seed$/i.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return { kind: 'text', text: /^official report\b/i.test(text) ? `the ${text}` : text };
}

function httpUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export interface SummarySegment {
  text: string;
  /** The sentence's evidence, and its number among the sentences that have some (1-based). */
  evidence: SentenceEvidence | null;
  number: number | null;
}

/**
 * Splits the stored summary into the sentences evidence was recorded for (found in order) and the
 * text between them, so each sourced sentence can carry its own Source control. A sentence that is
 * not in the summary as shown gets no control: its source would be for words the reader cannot see.
 */
export function segmentSummary(summary: string, sentences: readonly SentenceEvidence[]): SummarySegment[] {
  const segments: SummarySegment[] = [];
  let cursor = 0;
  let number = 0;
  const plain = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) segments.push({ text: trimmed, evidence: null, number: null });
  };
  for (const evidence of sentences) {
    const sentence = evidence.sentence.trim();
    if (!sentence) continue;
    const at = summary.indexOf(sentence, cursor);
    if (at < 0) continue;
    plain(summary.slice(cursor, at));
    number += 1;
    segments.push({ text: sentence, evidence, number });
    cursor = at + sentence.length;
  }
  plain(summary.slice(cursor));
  return segments;
}

/** A span that really lies inside the text and covers something; null otherwise. */
export function spanWithin(text: string, span: Pick<SourceSpan, 'start' | 'end'>): { start: number; end: number } | null {
  const { start, end } = span;
  if (!Number.isInteger(start) || !Number.isInteger(end)) return null;
  if (start < 0 || end > text.length || end <= start) return null;
  return { start, end };
}

/** Evidence looked up by the name shown (industry or bill), ignoring case and surrounding space. */
export function evidenceByName<T>(items: readonly T[], name: (item: T) => string): (shown: string) => T | undefined {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = name(item).trim().toLowerCase();
    if (!map.has(key)) map.set(key, item);
  }
  return (shown) => map.get(shown.trim().toLowerCase());
}
