import { parseArgs } from 'node:util';

/** What `import:bills` and `import:people` take: one file, and whether to write nothing. */
export interface FileImportArgs {
  file: string;
  dryRun: boolean;
}

/**
 * Reads `FILE [--dry-run]` from the command line. `--help` prints `usage` and exits 0; anything
 * else wrong prints the problem and `usage` and exits 2, before anything is read or opened.
 */
export function readFileImportArgs(usage: string): FileImportArgs {
  try {
    const parsed = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
    if (parsed.values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (parsed.positionals.length !== 1) throw new Error('Name exactly one file.');
    return { file: parsed.positionals[0]!, dryRun: parsed.values['dry-run'] ?? false };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
