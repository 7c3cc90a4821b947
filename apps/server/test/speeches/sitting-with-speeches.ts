import { speechId } from '@kakyere/contract';
import { hansards, persons, type Database, type NewSpeechRow } from '@kakyere/db';
import { replaceSittingSpeeches } from '../../src/modules/records/speeches/store-speeches.js';

/** One printed turn: the label as the record prints it, what was said, and who it resolves to (a Popolo id). */
export interface Turn {
  label: string;
  words: string;
  personId?: string | null;
  post?: string | null;
  /** The business item it is printed under ('PRAYERS' unless given). */
  heading?: string;
}

/**
 * A sitting stored with its transcript and speeches, as ingestion leaves one: raw_text is the
 * turns as printed ("Label: words"), after a line that belongs to no speech, and each speech's span
 * starts at its label. Persons named by `personId` are added when missing.
 */
export async function storeSittingWithSpeeches(db: Database, id: string, date: string, turns: readonly Turn[], column = 101) {
  let rawText = 'PRAYERS\n\n';
  const spans = turns.map((turn) => {
    const start = rawText.length;
    rawText += `${turn.label}: ${turn.words}\n\n`;
    return { start, end: rawText.length - 2 };
  });
  await db
    .insert(hansards)
    .values({
      id,
      title: `Sitting of ${date}`,
      sittingDate: date,
      summary: 'A sitting stored for the tests.',
      rawText,
      source: 'test',
      engine: 'builtin',
    })
    .onConflictDoNothing();
  const people = [...new Set(turns.flatMap((t) => (t.personId ? [t.personId] : [])))];
  if (people.length > 0) {
    await db
      .insert(persons)
      .values(people.map((personId) => ({ id: personId, name: nameOf(personId) })))
      .onConflictDoNothing();
  }
  const rows: NewSpeechRow[] = turns.map((turn, position) => ({
    id: speechId(id, column, String(position + 1)),
    hansardId: id,
    sittingDate: date,
    position,
    label: turn.label,
    personId: turn.personId ?? null,
    post: turn.post ?? null,
    resolvedBy: turn.personId ? 'name' : 'unresolved:test',
    heading: turn.heading ?? 'PRAYERS',
    column,
    startOffset: spans[position]!.start,
    endOffset: spans[position]!.end,
    text: turn.words,
  }));
  await db.transaction((tx) => replaceSittingSpeeches(tx, id, rows));
  return { rawText, ids: rows.map((r) => r.id) };
}

/** "person/samuel-atta-akyea" → "Samuel Atta Akyea". */
function nameOf(personId: string): string {
  return personId
    .replace(/^person\//, '')
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
