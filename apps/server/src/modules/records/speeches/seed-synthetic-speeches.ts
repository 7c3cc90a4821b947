import { sql } from 'drizzle-orm';
import type { Database } from '@kakyere/db';

/**
 * Fills the synthetic sittings (ids `synthetic-…`, see makeSyntheticHansard) with `perSitting`
 * made-up speeches each, for benchmarks at scale: set-based inserts, so a million rows take
 * seconds, not hours. Speakers are drawn from the stored persons with a skew (a few Members speak
 * far more than most, as in the House), one in ten is left unresolved. Nothing real is touched.
 */
export async function seedSyntheticSpeeches(db: Database, perSitting: number): Promise<number> {
  const sittings = await db.execute<{ id: string }>(sql`select id from hansards where is_synthetic order by id`);
  const ids = sittings.rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 100) {
    await db.execute(sql`
      with people as (select array_agg(id order by id) as ids, count(*)::int as n from persons)
      insert into speeches (id, hansard_id, sitting_date, position, label, person_id, post, resolved_by, heading, "column", start_offset, end_offset, text)
      select h.id || '-c' || (1000 + g / 3) || '-' || lpad(to_hex(g), 8, '0'),
             h.id, h.sitting_date, g,
             'Mr Synthetic Speaker ' || (g % 50),
             case when g % 10 = 0 or p.n = 0 then null
                  else p.ids[1 + (floor(power(((hashtext(h.id || g) & 2147483647) % 10000) / 10000.0, 3) * p.n))::int % p.n] end,
             null,
             case when g % 10 = 0 then 'unresolved:synthetic' else 'synthetic' end,
             'Synthetic business item ' || (g / 40),
             1000 + g / 3, g * 400, g * 400 + 390,
             'Synthetic speech ' || g || ' of ' || h.id || ': Mr Speaker, I rise to support the motion on the floor of this House.'
      from hansards h cross join generate_series(0, ${perSitting - 1}) g cross join people p
      where h.id in (${sql.join(ids.slice(i, i + 100).map((id) => sql`${id}`), sql`, `)})
      on conflict do nothing`);
  }
  return ids.length * perSitting;
}
