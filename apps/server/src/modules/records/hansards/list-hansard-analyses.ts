import { MESSAGES, type HansardAnalysesResponse } from '@kakyere/contract';

type HansardAnalysisVersion = HansardAnalysesResponse['data'][number];
import type { Database } from '@kakyere/db';
import { notFound } from '../../../errors.js';
import { countAiFeedback } from '../feedback/count-ai-feedback.js';
import { hansardSummarySubjectId } from '../feedback/record-ai-feedback.js';
import { selectHansardAnalysisVersions } from './hansard-analysis-repository.js';
import { hansardExists } from './hansard-repository.js';

// Postgres returns "2026-11-22 00:18:52.6+00"; clients get ISO 8601.
const toIso = (timestamp: string) => new Date(timestamp).toISOString();

/** Every analysis the sitting has had, oldest first, with readers' yes and no on each summary. */
export async function listHansardAnalyses(db: Database, hansardId: string): Promise<HansardAnalysisVersion[]> {
  const versions = await selectHansardAnalysisVersions(db, hansardId);
  // No versions can also mean a sitting stored without one (written straight to the table): only a
  // missing sitting is a 404.
  if (versions.length === 0 && !(await hansardExists(db, hansardId))) throw notFound(MESSAGES.hansardNotFound);
  const subjectIds = versions.map((v) => hansardSummarySubjectId(hansardId, v.version));
  const counts = await countAiFeedback(db, 'hansard_summary', subjectIds);
  return versions.map((v, i) => ({
    version: v.version,
    engine: v.engine,
    engineVersion: v.engineVersion,
    model: v.engineModel,
    createdAt: toIso(v.createdAt),
    feedback: counts.get(subjectIds[i]!) ?? { yes: 0, no: 0 },
  }));
}
