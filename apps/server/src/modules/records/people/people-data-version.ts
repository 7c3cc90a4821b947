import { sql } from 'drizzle-orm';
import { legislativePeriods, memberships, organizations, personAliases, personRedirects, persons, areas, type DbExecutor } from '@kakyere/db';

/**
 * Changes whenever an import or an editor changes who is who (the tables are small: a few thousand
 * rows). Speeches arrive with their sitting, whose write changes the Hansards' version.
 */
export async function selectPeopleDataVersion(db: DbExecutor): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`select concat_ws(':',
      (select count(*) || '/' || coalesce(max(${persons.updatedAt})::text, '-') from ${persons}),
      (select count(*) || '/' || coalesce(max(${memberships.updatedAt})::text, '-') from ${memberships}),
      (select count(*) || '/' || coalesce(max(${areas.updatedAt})::text, '-') from ${areas}),
      (select count(*) || '/' || coalesce(max(${organizations.updatedAt})::text, '-') from ${organizations}),
      (select count(*) || '/' || coalesce(max(${legislativePeriods.updatedAt})::text, '-') from ${legislativePeriods}),
      (select count(*) || '/' || coalesce(max(${personAliases.id}), 0) from ${personAliases}),
      (select count(*) from ${personRedirects})) as version`);
  return String(result.rows[0]?.version ?? '');
}
