import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { persons, speeches, type DbExecutor } from '@kakyere/db';
import { personUrlId, SPEECH_LIST_DEFAULT_LIMIT, type PagedQuery, type Speech } from '@kakyere/contract';

/** `limit` (50 unless asked) and `page` (from 1) of any paged list of speeches or what they count. */
export const paging = (query: PagedQuery) => ({ limit: query.limit ?? SPEECH_LIST_DEFAULT_LIMIT, page: query.page ?? 1 });

export interface SpeechPage {
  rows: Speech[];
  total: number;
}

/** One page of speeches matching `where`, in `order`, with the total across pages. Parameterised. */
export async function selectSpeechPage(
  db: DbExecutor,
  where: SQL,
  order: 'sitting' | 'newest',
  { limit, page }: { limit: number; page: number },
): Promise<SpeechPage> {
  // "desc nulls last", as the index on (person, date, position) is built: a plain DESC (nulls first)
  // does not match it, and PostgreSQL then sorts every speech of a busy Member instead of reading 50.
  const ordering = order === 'sitting' ? [asc(speeches.position)] : [sql`${speeches.sittingDate} desc nulls last`, asc(speeches.position)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: speeches.id,
        hansardId: speeches.hansardId,
        sittingDate: speeches.sittingDate,
        position: speeches.position,
        label: speeches.label,
        personId: speeches.personId,
        personName: persons.name,
        post: speeches.post,
        heading: speeches.heading,
        column: speeches.column,
        text: speeches.text,
        start: speeches.startOffset,
        end: speeches.endOffset,
      })
      .from(speeches)
      .leftJoin(persons, eq(persons.id, speeches.personId))
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(speeches).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      hansard_id: r.hansardId,
      date: r.sittingDate,
      position: r.position,
      label: r.label,
      person: r.personId && r.personName ? { id: personUrlId(r.personId), name: r.personName } : null,
      post: r.post,
      heading: r.heading,
      column: r.column,
      text: r.text,
      start: r.start,
      end: r.end,
    })),
  };
}
