// `npm run ingest -- FILE... [--json] [--dry-run]` and `npm run ingest -- --source parliament-gh`
// (and `--reanalyse ID`, `--show-version ID VERSION` for a stored sitting's analyses):
// turns Official Reports (PDF or text) into published Hansards. Progress and errors go to stderr,
// `--json` records to stdout, so the command works in pipelines. Exit code 1 if any input failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../open-app-database.js';
import { buildCommandServices } from '../runtime/build-command-services.js';
import { describeIngestError } from '../modules/records/ingest/describe-ingest-error.js';
import { ingestHansard, type IngestResult, type IngestTarget } from '../modules/records/ingest/ingest-hansard.js';
import { ingestNewSittings } from '../modules/records/ingest/ingest-new-sittings.js';
import { PARLIAMENT_GH_HANSARD_LISTING_URL } from '../modules/records/ingest/parliament-gh-source.js';
import { reanalyseCommand } from './reanalyse-command.js';
import { showVersionCommand } from './show-version-command.js';

const USAGE = `Usage: npm run ingest -- [--json] [--dry-run] FILE...
       npm run ingest -- [--json] [--dry-run] --source parliament-gh [--source-url URL]
       npm run ingest -- --reanalyse ID
       npm run ingest -- --show-version ID VERSION

  FILE            an Official Report as PDF or plain text (UTF-8 or UTF-16)
  --json          print the resulting Hansard record(s) to stdout as a JSON array (API shape)
  --dry-run       parse and analyse only; store nothing
  --source NAME   fetch new sittings from a source; the only source is parliament-gh
  --source-url    the listing page to read (default INGEST_SOURCE_URL, else ${PARLIAMENT_GH_HANSARD_LISTING_URL})
  --reanalyse ID  analyse stored Hansard ID again from its stored text; a changed analysis is its next version
  --show-version ID VERSION
                  show analysis VERSION of Hansard ID (see GET /api/hansards/ID/analyses); an editors'
                  version stays shown when machine analyses are added, a machine one until the next`;

let args: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine();
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
if (args.values.reanalyse !== undefined) process.exit(await reanalyseCommand(args.values.reanalyse, config));
if (args.values['show-version'] !== undefined) process.exit(await showVersionCommand(args.values['show-version'], Number(args.positionals[0]), config));
const dryRun = args.values['dry-run'] ?? false;
const database = await openAppDatabase(dryRun ? dryRunDatabase(config.database) : config.database, { poolSize: 2, log: dryRun ? () => {} : (line) => console.error(line), exitWhenLocked: true });
const services = buildCommandServices(config, database.db);
let failures = 0;
let output = '';
try {
  const context = await services.ingestContext({ dryRun });
  const files: IngestTarget[] = args.positionals.map((path) => ({ kind: 'file', path }));
  const results: IngestResult[] = [];
  const bar = new SingleBar({
    format: 'Ingesting [{bar}] {value}/{total} {name}',
    stream: process.stderr,
    hideCursor: true,
  });
  const interactive = process.stderr.isTTY === true;
  if (interactive) bar.start(files.length, 0, { name: '' });
  for (const target of files) await ingestOne(target);
  if (args.values.source) {
    // The same listing the scheduled job reads, unless told otherwise.
    const listingUrl = args.values['source-url'] ?? config.jobs.ingestSourceUrl;
    const onListed = ({ listed, fresh }: { listed: number; fresh: number }) => {
      log(interactive, bar, `${listed} Hansards listed at ${listingUrl}; ${fresh} not yet ingested.`);
      if (interactive) bar.setTotal(bar.getTotal() + fresh);
    };
    try {
      await ingestNewSittings(database.db, listingUrl, (link) => ingestOne({ kind: 'url', url: link.url }), { onListed });
    } catch (error) {
      // The listing could not be read: one line, like a file that could not be.
      failures++;
      log(interactive, bar, `error: ${describeIngestError(listingUrl, error)}`);
    }
  }
  if (interactive) bar.stop();
  if (args.values.json) output = `${JSON.stringify(results.map((r) => r.hansard), null, 2)}\n`;
  console.error(`${results.length} ingested, ${failures} failed${context.dryRun ? ' (dry run: nothing stored)' : ''}.`);

  async function ingestOne(target: IngestTarget): Promise<void> {
    const name = target.kind === 'file' ? target.path : target.url;
    if (interactive) bar.update({ name });
    try {
      const result = await ingestHansard(target, context);
      results.push(result);
      const what = result.created === null ? 'checked (dry run, not stored)' : result.created ? 'added' : 'updated';
      const kept =
        result.editorsVersionKept === null
          ? ''
          : `; stored as analysis version ${result.hansard.analysis_version}, the editors' version ${result.editorsVersionKept} is still shown (--show-version to change)`;
      const seats = result.seatsDerived === 0 ? '' : `; ${result.seatsDerived} ${result.seatsDerived === 1 ? 'seat' : 'seats'} derived from the record${result.created === null ? ' (would be)' : ''}`;
      const { total, attributed } = result.speeches;
      const speakers = `; ${total} ${total === 1 ? 'speech' : 'speeches'}, ${attributed} with their speaker identified`;
      log(interactive, bar, `${name}: ${what} ${result.hansard.id} "${result.hansard.title}"${kept}${speakers}${seats}`);
    } catch (error) {
      failures++;
      log(interactive, bar, `error: ${describeIngestError(name, error)}`);
    }
    if (interactive) bar.increment();
  }
} finally {
  await database.close();
}
// process.exit() drops whatever a pipe has not taken yet (stdout to a pipe is asynchronous once its
// 64 KB buffer is full), so exit only after the write has been handed to the reader.
await new Promise<void>((resolve) => process.stdout.write(output, () => resolve()));
process.exit(failures > 0 ? 1 : 0);

/**
 * A dry run stores nothing: without an embedded database already in DATA_DIR it works on a seeded
 * one in memory (bill ids come from the seed) instead of creating and seeding one on disk. An
 * existing database, or PostgreSQL, is only read (its bills name the bills found).
 */
function dryRunDatabase(database: typeof config.database): typeof config.database {
  if (database.url !== undefined || existsSync(path.resolve(database.dataDir, 'pglite'))) return database;
  return { ...database, dataDir: ':memory:' };
}

function parseCommandLine() {
  const parsed = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      source: { type: 'string' },
      'source-url': { type: 'string' },
      reanalyse: { type: 'string' },
      'show-version': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const { source, reanalyse } = parsed.values;
  const showVersion = parsed.values['show-version'];
  if (showVersion !== undefined) {
    if (reanalyse !== undefined || source !== undefined || parsed.values['dry-run'] || parsed.values.json) throw new Error('--show-version ID VERSION takes no --reanalyse, --source, --dry-run or --json.');
    if (parsed.positionals.length !== 1 || !/^[1-9]\d{0,8}$/.test(parsed.positionals[0]!)) throw new Error('--show-version ID VERSION needs one version number (1, 2, …) after the id.');
    return parsed;
  }
  if (reanalyse !== undefined) {
    if (source !== undefined || parsed.positionals.length > 0 || parsed.values['dry-run'] || parsed.values.json) throw new Error('--reanalyse ID takes no files, --source, --dry-run or --json.');
    return parsed;
  }
  if (source !== undefined && source !== 'parliament-gh') throw new Error(`Unknown source "${source}"; the only source is parliament-gh.`);
  if (!parsed.values.help && source === undefined && parsed.positionals.length === 0) throw new Error('Name at least one file, or --source parliament-gh.');
  return parsed;
}

function log(interactive: boolean, bar: SingleBar, line: string) {
  if (interactive) bar.stop();
  console.error(line);
  if (interactive) bar.start(bar.getTotal(), bar.getProgress() * bar.getTotal());
}
