import type { Config } from '../config.js';
import { showHansardAnalysisVersion, type AnalysisVersionLabel } from '../modules/records/hansards/show-hansard-analysis-version.js';
import { describeIngestError } from '../modules/records/ingest/describe-ingest-error.js';
import { openAppDatabase } from '../open-app-database.js';

const label = (v: AnalysisVersionLabel) => `version ${v.version} (${[v.engine, v.engineModel, v.engineVersion].filter(Boolean).join(' ')})`;

/**
 * `npm run ingest -- --show-version ID VERSION`: an editor makes one stored analysis version the one
 * sitting ID shows (copied into its record in one transaction). One line on stderr either way;
 * returns the exit code: 1 for an unknown sitting or version, with nothing changed.
 */
export async function showVersionCommand(id: string, version: number, config: Config): Promise<number> {
  const database = await openAppDatabase(config.database, { poolSize: 2, log: (line) => console.error(line), exitWhenLocked: true });
  try {
    const result = await showHansardAnalysisVersion(database.db, id, version);
    if (result.status === 'no-hansard') {
      console.error(`error: no Hansard with id "${id}"`);
      return 1;
    }
    if (result.status === 'no-version') {
      const has = result.versions.length === 0 ? 'it has no stored analyses' : `its versions are ${result.versions.join(', ')}`;
      console.error(`error: Hansard ${id} has no analysis version ${version}; ${has}`);
      return 1;
    }
    if (!result.changed) {
      console.error(`${id}: unchanged; it already shows analysis ${label(result.shown)}`);
      return 0;
    }
    const was = result.previous ? ` instead of ${label(result.previous)}` : '';
    console.error(`${id}: now shows analysis ${label(result.shown)}${was}`);
    return 0;
  } catch (error) {
    console.error(`error: ${describeIngestError(id, error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
