// Until ingestion stores speeches itself (speaker resolution, being wired into the ingest path), the
// e2e server gives its ingested sitting its speeches the way that path will: the stored transcript
// parsed by the real parser, speeches built and stored by the real functions. Each label is
// attributed conservatively, by the parsed name (folded exact match among those who sat that day).
// It does nothing once ingestion has stored speeches for the sitting.
import { count, eq } from 'drizzle-orm';
import { popoloPersonId } from '@kakyere/contract';
import { hansards, speeches, type Database } from '@kakyere/db';
import { linkNames, selectRosterOn } from '../../apps/server/src/modules/records/hansards/link-members-present.js';
import { parseOfficialReport } from '../../apps/server/src/modules/records/ingest/parse-official-report.js';
import { buildSpeechRows } from '../../apps/server/src/modules/records/speeches/build-speech-rows.js';
import { replaceSittingSpeeches } from '../../apps/server/src/modules/records/speeches/store-speeches.js';

export async function storeFixtureSpeeches(db: Database, hansardId: string): Promise<void> {
  const [stored] = await db.select({ n: count() }).from(speeches).where(eq(speeches.hansardId, hansardId));
  if ((stored?.n ?? 0) > 0) return;
  const [sitting] = await db.select({ rawText: hansards.rawText, date: hansards.sittingDate }).from(hansards).where(eq(hansards.id, hansardId));
  if (!sitting) throw new Error(`no sitting ${hansardId} to give speeches to`);
  const parsed = parseOfficialReport(sitting.rawText);
  // The spans must point into what readers see: the stored transcript parses to itself.
  if (parsed.text !== sitting.rawText) throw new Error(`the stored transcript of ${hansardId} does not parse to itself`);
  const linked = linkNames(
    parsed.speeches.map((s) => s.speaker.name ?? s.speaker.label),
    await selectRosterOn(db, sitting.date),
  );
  const attributions = parsed.speeches.map((s, n) => {
    const person = linked[n]?.person;
    return person
      ? { personId: popoloPersonId(person.id), post: s.speaker.role, rule: 'e2e:name' }
      : { personId: null, post: null, rule: 'unresolved:e2e' };
  });
  const rows = buildSpeechRows(hansardId, { ...parsed, date: sitting.date }, attributions);
  await db.transaction((tx) => replaceSittingSpeeches(tx, hansardId, rows));
}
