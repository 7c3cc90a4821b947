import type { Provenance } from '@kakyere/contract';

/** Summaries written by the editors are not labelled; anything a machine wrote is. */
export function isAiGenerated(provenance: Pick<Provenance, 'engine'> | null | undefined): boolean {
  if (!provenance) return true;
  return provenance.engine.trim().toLowerCase() !== 'editor';
}
