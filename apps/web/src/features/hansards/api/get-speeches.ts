import type { Speech, SpeechListResponse, SpeechSpeakerReportRequest, SpeechSpeakerReportResponse } from '@kakyere/contract';
import { SPEECH_LIST_MAX_LIMIT, SPEECH_REPORT_MESSAGES } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { getJson, isNotFound, postJson } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/failure-message';
import { isValidHansardId } from './get-hansard';

/**
 * What the sitting's page needs of a speech: where it starts in the transcript and who said it. The
 * words are the transcript's own, so they are not kept twice (a sitting can have 500 speeches).
 */
export type SpeechMark = Pick<Speech, 'id' | 'label' | 'person' | 'post' | 'start' | 'end'>;

export const toSpeechMark = ({ id, label, person, post, start, end }: Speech): SpeechMark => ({ id, label, person, post, start, end });

/** The server renders a sitting's page with its speeches under this key (prefetch 'hansard-speeches'). */
export const sittingSpeechesQueryKey = (id: string) => ['hansards', 'speeches', id] as const;

/** GET /api/hansards/{id}/speeches, every page of it, in the record's order. */
export async function getSittingSpeeches(id: string, signal?: AbortSignal): Promise<SpeechMark[]> {
  const marks: SpeechMark[] = [];
  for (let page = 1; ; page += 1) {
    const path = `/api/hansards/${encodeURIComponent(id)}/speeches?limit=${SPEECH_LIST_MAX_LIMIT}&page=${page}`;
    const response = await getJson<SpeechListResponse>(path, signal);
    marks.push(...response.data.map(toSpeechMark));
    if (response.data.length < SPEECH_LIST_MAX_LIMIT || marks.length >= response.total) return marks;
  }
}

export function useSittingSpeeches(id: string | undefined) {
  return useQuery({
    queryKey: sittingSpeechesQueryKey(id ?? ''),
    queryFn: ({ signal }) => getSittingSpeeches(id as string, signal),
    enabled: isValidHansardId(id),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** POST /api/speeches/{id}/speaker-report: "Wrong speaker?", with who it was if the reader says. */
export async function reportWrongSpeaker(speechId: string, note: string): Promise<void> {
  const body: SpeechSpeakerReportRequest = note.trim() ? { note } : {};
  await postJson<SpeechSpeakerReportResponse>(`/api/speeches/${encodeURIComponent(speechId)}/speaker-report`, body);
}

/** No answer → 'Failed to connect to server'; the server's own words (too many, not found); else a plain retry. */
export function wrongSpeakerErrorMessage(error: unknown): string {
  return failureMessage(error, { fallback: SPEECH_REPORT_MESSAGES.sendFailed, showNotFound: true });
}
