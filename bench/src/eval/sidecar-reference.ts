import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the machine-made sidecar of a foreign sample says about it, to compare the parser with:
 * South Africa's Akoma Ntoso XML (`<docDate>`, `<speech>`, `<from>`) and Kenya's Pombola JSON
 * (`transcript[]` of speech/heading/scene entries; the date is in the file name). Not hand-checked:
 * a yardstick for "what breaks", not a score to gate on.
 */
export interface SidecarReference {
  source: string;
  date: string | null;
  /** Speech turns: AKN `<speech>` elements; for the JSON, runs of speech entries by one speaker. */
  speeches: number;
  /** Distinct speaker labels as the sidecar prints them, groups ("An HON MEMBER") left out. */
  speakers: string[];
}

/** "An HON MEMBER", "Some Hon Members", "(Hon. Senators)": not one person. */
const GROUP = /^\W*(?:(?:an?|some|several|all|many)\s+)?hon(?:ourable)?\.?\s+(?:members?|senators?)\W*$/i;
const people = (labels: Iterable<string>) => [...new Set(labels)].filter((l) => !GROUP.test(l));

const decodeEntities = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'");

export function referenceFromAkn(xml: string, source: string): SidecarReference {
  const date = /<docDate\s+date="(\d{4}-\d{2}-\d{2})"/.exec(xml)?.[1] ?? null;
  const speeches = (xml.match(/<speech\b/g) ?? []).length;
  const speakers = people([...xml.matchAll(/<speech\b[^>]*>\s*<from>([\s\S]*?)<\/from>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()));
  return { source, date, speeches, speakers };
}

interface PombolaEntry {
  type: string;
  speaker_name?: string;
  speaker_title?: string;
}

export function referenceFromPombolaJson(json: string, fileName: string, source: string): SidecarReference {
  const transcript = (JSON.parse(json) as { transcript: PombolaEntry[] }).transcript;
  // Printed as the AKN does it: "The Speaker (Hon. Ethuro)", or just "Mr. Speaker".
  const who = (e: PombolaEntry) => {
    const name = e.speaker_name?.trim() ?? '';
    const title = e.speaker_title?.trim() ?? '';
    return title && name ? `${title} (${name})` : title || name || '?';
  };
  let speeches = 0;
  let previous: string | null = null;
  const speakers = new Set<string>();
  for (const entry of transcript) {
    if (entry.type !== 'speech') {
      if (entry.type === 'heading') previous = null;
      continue;
    }
    const name = who(entry);
    speakers.add(name);
    if (name !== previous) speeches++;
    previous = name;
  }
  const date = /^(\d{4}-\d{2}-\d{2})/.exec(fileName)?.[1] ?? null;
  return { source, date, speeches, speakers: people(speakers) };
}

/** The sidecar next to `txtPath` (same stem, `.akn.xml` or `.json`), or null when there is none. */
export function readSidecarReference(txtPath: string): SidecarReference | null {
  const stem = txtPath.replace(/\.txt$/, '');
  if (existsSync(`${stem}.akn.xml`)) return referenceFromAkn(readFileSync(`${stem}.akn.xml`, 'utf8'), `${path.basename(stem)}.akn.xml`);
  if (existsSync(`${stem}.json`)) return referenceFromPombolaJson(readFileSync(`${stem}.json`, 'utf8'), path.basename(stem), `${path.basename(stem)}.json`);
  return null;
}
