import { sql } from 'drizzle-orm';
import { isBillId, isHansardId, isPersonUrlId, memberPath, PAGES, pagePath, personUrlId } from '@kakyere/contract';
import { bills, hansards, memberships, persons, type DbExecutor } from '@kakyere/db';
import type { SitemapUrl } from './render-sitemap.js';

/** A timestamp as a sitemap's lastmod: W3C datetime in UTC, to the second. */
const lastmod = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Every sitting's page, oldest first (new sittings land in the last file), with the time its row last changed. */
export async function selectSittingUrls(db: DbExecutor): Promise<SitemapUrl[]> {
  const rows = await db.execute<{ id: string; lastmod: string }>(
    sql`select ${hansards.id} as id, ${lastmod(hansards.updatedAt)} as lastmod from ${hansards} order by ${hansards.sittingDate}, ${hansards.id}`,
  );
  // An id the page would refuse (a hand-inserted row) would only be a 404 in the sitemap.
  return rows.rows.filter((row) => isHansardId(row.id)).map((row) => ({ path: pagePath(PAGES.hansard, { id: row.id }), lastmod: row.lastmod }));
}

/** Every bill's journey, with the time the bill (its stages, debates and texts are written with it) last changed. */
export async function selectBillUrls(db: DbExecutor): Promise<SitemapUrl[]> {
  const rows = await db.execute<{ id: string; lastmod: string }>(
    sql`select ${bills.id} as id, ${lastmod(bills.updatedAt)} as lastmod from ${bills} order by ${bills.createdAt}, ${bills.id}`,
  );
  return rows.rows.filter((row) => isBillId(row.id)).map((row) => ({ path: pagePath(PAGES.bill, { id: row.id }), lastmod: row.lastmod }));
}

/**
 * Every person's page at its one address (/members/{id}/{slug}; the id alone is a redirect), with
 * the newest change to the person or their seats and posts, which their page shows.
 */
export async function selectMemberUrls(db: DbExecutor): Promise<SitemapUrl[]> {
  const rows = await db.execute<{ id: string; name: string; lastmod: string }>(sql`
    select p.id, p.name, ${lastmod(sql`greatest(p.updated_at, m.updated_at)`)} as lastmod
    from ${persons} p
    left join (select ${memberships.personId} as person_id, max(${memberships.updatedAt}) as updated_at from ${memberships} group by 1) m on m.person_id = p.id
    order by p.id`);
  return rows.rows
    .map((row) => ({ urlId: personUrlId(row.id), ...row }))
    .filter((row) => isPersonUrlId(row.urlId))
    .map((row) => ({ path: memberPath(row.urlId, row.name), lastmod: row.lastmod }));
}
