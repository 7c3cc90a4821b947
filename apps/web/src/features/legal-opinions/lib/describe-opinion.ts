import type { OpinionEngine } from '@kakyere/contract';

/** Who wrote an opinion, in words: the built-in engine or the named model. */
export function describeOpinionEngine(engine: OpinionEngine): string {
  if (engine.name === 'builtin') return `Written by Kakyerɛ's built-in engine (${engine.version})`;
  return `Written by ${engine.model ?? engine.name} (${engine.name}, ${engine.version})`;
}

const UTC_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * When an opinion was given, readable: in the reader's own time zone and locale once the page is live;
 * before that (the server's HTML), in UTC and en-GB, said as such.
 */
export function formatOpinionTime(iso: string, local: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!local) return `${UTC_FORMAT.format(date)} UTC`;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
