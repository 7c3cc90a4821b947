import { asc } from 'drizzle-orm';
import { SEAT_ROLE, type PopoloArea, type PopoloMembership, type PopoloOrganization, type PopoloPeopleFile, type PopoloPerson, type PopoloPost } from '@kakyere/contract';
import { areas, legislativePeriods, memberships, organizations, persons, type Database } from '@kakyere/db';

/** Drops what is null or an empty list: the file leaves out what the source does not say. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

/** Lower-case words joined by "-", as a Popolo id's segment. */
const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'post';

type MembershipRow = typeof memberships.$inferSelect;

/**
 * The post a membership holds: a seat is its constituency's ("Member of Parliament for Suame"), an
 * office its title (and portfolio) in its organisation. Null for a seat with no constituency known.
 */
function postOf(m: MembershipRow, areaNames: ReadonlyMap<string, string>): PopoloPost | null {
  if (m.role === SEAT_ROLE) {
    if (!m.areaId) return null;
    return { id: `post/${slug(m.organizationId)}/${slug(m.areaId)}`, label: `Member of Parliament for ${areaNames.get(m.areaId) ?? m.areaId}`, role: SEAT_ROLE, organization_id: m.organizationId, area_id: m.areaId };
  }
  const title = m.portfolio ?? m.label ?? m.role;
  return { id: `post/${slug(m.organizationId)}/${slug(title)}`, label: title, role: m.role, organization_id: m.organizationId };
}

/**
 * Everything Kakyerɛ holds about people as one Popolo file, in the shape `npm run import:people`
 * reads (persons, organizations with their legislative periods, areas, memberships, and the posts
 * the memberships hold), ordered by id so two exports of the same data are the same bytes.
 */
export async function exportPopolo(db: Database): Promise<PopoloPeopleFile> {
  const [personRows, organizationRows, periodRows, areaRows, membershipRows] = await Promise.all([
    db.select().from(persons).orderBy(asc(persons.id)),
    db.select().from(organizations).orderBy(asc(organizations.id)),
    db.select().from(legislativePeriods).orderBy(asc(legislativePeriods.startDate), asc(legislativePeriods.id)),
    db.select().from(areas).orderBy(asc(areas.id)),
    db.select().from(memberships).orderBy(asc(memberships.id)),
  ]);
  const periodsOf = new Map<string, NonNullable<PopoloOrganization['legislative_periods']>>();
  for (const lp of periodRows) {
    const list = periodsOf.get(lp.organizationId) ?? [];
    list.push(compact({ id: lp.id, name: lp.name, start_date: lp.startDate, end_date: lp.endDate, seats: lp.seats, identifiers: lp.identifiers }) as never);
    periodsOf.set(lp.organizationId, list);
  }
  const areaNames = new Map(areaRows.map((a) => [a.id, a.name] as const));
  const posts = new Map<string, PopoloPost>();
  const postIds = new Map<string, string>();
  for (const m of membershipRows) {
    const post = postOf(m, areaNames);
    if (!post) continue;
    if (!posts.has(post.id)) posts.set(post.id, post);
    postIds.set(m.id, post.id);
  }
  return {
    meta: { description: 'Members of the Parliament of Ghana as Kakyerɛ holds them (Popolo). Coverage is partial: a Member missing here is unknown, not absent.' },
    persons: personRows.map(
      (p) => compact({ id: p.id, name: p.name, other_names: p.otherNames, identifiers: p.identifiers, gender: p.gender, sources: p.sources }) as PopoloPerson,
    ),
    organizations: organizationRows.map(
      (o) =>
        compact({
          id: o.id,
          name: o.name,
          classification: o.classification,
          other_names: o.otherNames,
          identifiers: o.identifiers,
          legislative_periods: periodsOf.get(o.id),
          note: o.note,
        }) as PopoloOrganization,
    ),
    areas: areaRows.map(
      (a) =>
        compact({
          id: a.id,
          name: a.name,
          type: a.type,
          region: a.region,
          former_region: a.formerRegion,
          other_names: a.otherNames,
          identifiers: a.identifiers,
          note: a.note,
          successors_by_name: a.successorsByName,
        }) as PopoloArea,
    ),
    memberships: membershipRows.map(
      (m) =>
        compact({
          id: m.id,
          person_id: m.personId,
          organization_id: m.organizationId,
          role: m.role,
          label: m.label,
          portfolio: m.portfolio,
          listed_under: m.listedUnder,
          legislative_period_id: m.legislativePeriodId,
          on_behalf_of_id: m.onBehalfOfId,
          area_id: m.areaId,
          start_date: m.startDate,
          end_date: m.endDate,
          known_on: m.knownOn,
          post_id: postIds.get(m.id),
          sources: m.sources,
        }) as PopoloMembership,
    ),
    posts: [...posts.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((p) => compact(p)),
  };
}
