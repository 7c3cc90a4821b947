import { IngestInputError } from './input-errors.js';
import { NotAHansardError } from './parse-official-report.js';

/** One line for a person reading the CLI output or a job's failure: which input, and what is wrong. */
export function describeIngestError(name: string, error: unknown): string {
  if (error instanceof IngestInputError) return oneLine(error.message);
  if (error instanceof NotAHansardError) return oneLine(`${name}: ${error.message}`);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `${name}: no such file`;
  if (code === 'EACCES') return `${name}: permission denied`;
  return oneLine(`${name}: ${(error as Error).message ?? String(error)}`);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
