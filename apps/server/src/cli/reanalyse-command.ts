import type { Config } from '../config.js';
import { buildCommandServices } from '../runtime/build-command-services.js';
import { describeIngestError } from '../modules/records/ingest/describe-ingest-error.js';
import { reanalyseHansard, ReanalyseError } from '../modules/records/hansards/reanalyse-hansard.js';
import { openAppDatabase } from '../open-app-database.js';

/**
 * `npm run ingest -- --reanalyse ID`: analyses a stored sitting again with the configured engine and
 * stores the result as its next analysis version. One line on stderr either way; returns the exit code.
 */
export async function reanalyseCommand(id: string, config: Config): Promise<number> {
  const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
  try {
    const context = await buildCommandServices(config, database.db).ingestContext();
    const result = await reanalyseHansard(id, context);
    const engine = [result.engine, result.model, result.engineVersion].filter(Boolean).join(' ');
    const kept = result.shownVersion !== result.version ? `; the editors' version ${result.shownVersion} is still shown` : '';
    console.error(
      result.changed
        ? `${id}: re-analysed by ${engine}; stored as analysis version ${result.version}${kept}`
        : kept
          ? `${id}: unchanged; ${engine} wrote the newest stored analysis (version ${result.version})${kept}`
          : `${id}: unchanged; ${engine} wrote the analysis it already shows (version ${result.version})`,
    );
    return 0;
  } catch (error) {
    console.error(`error: ${error instanceof ReanalyseError ? error.message : describeIngestError(id, error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
