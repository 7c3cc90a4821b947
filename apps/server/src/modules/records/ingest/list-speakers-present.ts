import type { SpeakerAttributions } from './attribute-speakers.js';

/**
 * "Key MPs Present" of an ingested sitting: the Members who spoke, each once, in order of first
 * speech, under their roster name. A presiding officer counts only where they spoke under their own
 * name, not for chairing ("Mr Speaker" is an office, not a Member present), and a group ("Some Hon
 * Members") never resolves to anyone. Null when there is no roster for the date: the caller keeps
 * the names as printed.
 */
export function listSpeakersPresent(speakers: SpeakerAttributions): string[] | null {
  if (!speakers.rosterKnown) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const a of speakers.attributions) {
    if (!a.personId || a.rule === 'chair' || seen.has(a.personId)) continue;
    const name = speakers.names.get(a.personId);
    if (!name) continue;
    seen.add(a.personId);
    out.push(name);
  }
  return out;
}
