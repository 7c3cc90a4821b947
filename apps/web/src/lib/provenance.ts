import type { Provenance } from '@kakyere/contract';

/** A piece of an author line; `name` pieces are identifiers such as "builtin-1.0.0", kept whole. */
export type AuthorPart = { text: string; name?: true };

/** Where a record says its facts came from, as something a reader can follow or at least read. */
export type SourceRef = { kind: 'link'; href: string; label: string } | { kind: 'text'; text: string };

/** Summaries written by the editors are not labelled; anything a machine wrote is. */
export function isAiGenerated(provenance: Pick<Provenance, 'engine'> | null | undefined): boolean {
  if (!provenance) return true;
  return provenance.engine.trim().toLowerCase() !== 'editor';
}
