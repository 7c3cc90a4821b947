import { and, eq, inArray, sql } from 'drizzle-orm';
import { aiFeedback, type Database } from '@kakyere/db';
import type { FeedbackSubject } from './record-ai-feedback.js';

/** How many readers said yes and no to each of these subjects; a subject nobody rated is absent. */
export async function countAiFeedback(
  db: Database,
  subject: FeedbackSubject,
  subjectIds: string[],
): Promise<Map<string, { yes: number; no: number }>> {
  const counts = new Map<string, { yes: number; no: number }>();
  if (subjectIds.length === 0) return counts;
  const rows = await db
    .select({
      subjectId: aiFeedback.subjectId,
      yes: sql<number>`count(*) filter (where ${aiFeedback.helpful})::int`,
      no: sql<number>`count(*) filter (where not ${aiFeedback.helpful})::int`,
    })
    .from(aiFeedback)
    .where(and(eq(aiFeedback.subjectType, subject), inArray(aiFeedback.subjectId, subjectIds)))
    .groupBy(aiFeedback.subjectId);
  for (const row of rows) counts.set(row.subjectId, { yes: row.yes, no: row.no });
  return counts;
}
