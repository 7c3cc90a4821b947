import type {
  MemberQuestion,
  MemberQuestionListResponse,
  MemberSitting,
  MemberSittingListResponse,
  PagedRows,
  ParliamentsData,
  ParliamentsResponse,
  PeopleListItem,
  PeopleListQuery,
  PeopleListResponse,
  Person,
  PersonRecordListQuery,
  PersonResponse,
  Speech,
  SpeechListResponse,
} from '@kakyere/contract';
import { isPersonUrlId } from '@kakyere/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { getJson, shouldRetry } from '../../../lib/api-client';
import { peopleRequestUrl, recordRequestUrl, type MemberRecordView } from '../lib/member-query';

/** Cache keys: the server renders with the same ones. */
export const peopleQueryKey = (query: PeopleListQuery) => ['members', 'list', peopleRequestUrl(query)] as const;
export const parliamentsQueryKey = ['members', 'parliaments'] as const;
export const personQueryKey = (id: string | undefined) => ['members', 'person', id] as const;
export const personRecordQueryKey = (id: string | undefined, view: MemberRecordView, query: PersonRecordListQuery) =>
  ['members', view, id ?? '', recordRequestUrl(id ?? '', view, query)] as const;

export function usePeople(query: PeopleListQuery) {
  return useQuery({
    queryKey: peopleQueryKey(query),
    queryFn: async ({ signal }): Promise<PagedRows<PeopleListItem>> => {
      const body = await getJson<PeopleListResponse>(peopleRequestUrl(query), signal);
      return { rows: body.data, total: body.total };
    },
    retry: shouldRetry,
  });
}

export function useParliaments() {
  return useQuery({
    queryKey: parliamentsQueryKey,
    queryFn: async ({ signal }): Promise<ParliamentsData> => (await getJson<ParliamentsResponse>('/api/parliaments', signal)).data,
    retry: shouldRetry,
  });
}

/** A person; null (from the server's render) when there is no such person. */
export function usePerson(id: string | undefined) {
  return useQuery({
    queryKey: personQueryKey(id),
    queryFn: async ({ signal }): Promise<Person | null> => (await getJson<PersonResponse>(`/api/people/${encodeURIComponent(id!)}`, signal)).data,
    enabled: isPersonUrlId(id),
    retry: shouldRetry,
  });
}

export function usePersonSpeeches(id: string | undefined, query: PersonRecordListQuery, enabled: boolean) {
  return useQuery({
    queryKey: personRecordQueryKey(id, 'speeches', query),
    queryFn: async ({ signal }): Promise<PagedRows<Speech> | null> => {
      const body = await getJson<SpeechListResponse>(recordRequestUrl(id!, 'speeches', query), signal);
      return { rows: body.data, total: body.total };
    },
    enabled: enabled && isPersonUrlId(id),
    retry: shouldRetry,
  });
}

export function usePersonSittings(id: string | undefined, query: PersonRecordListQuery, enabled: boolean) {
  return useQuery({
    queryKey: personRecordQueryKey(id, 'sittings', query),
    queryFn: async ({ signal }): Promise<PagedRows<MemberSitting> | null> => {
      const body = await getJson<MemberSittingListResponse>(recordRequestUrl(id!, 'sittings', query), signal);
      return { rows: body.data, total: body.total };
    },
    enabled: enabled && isPersonUrlId(id),
    retry: shouldRetry,
  });
}

/** The Questions standing in a Member's name, or those they answered as a Minister (the view says which). */
export function usePersonQuestions(id: string | undefined, view: 'questions-asked' | 'questions-answered', query: PersonRecordListQuery, enabled: boolean) {
  return useQuery({
    queryKey: personRecordQueryKey(id, view, query),
    queryFn: async ({ signal }): Promise<PagedRows<MemberQuestion> | null> => {
      const body = await getJson<MemberQuestionListResponse>(recordRequestUrl(id!, view, query), signal);
      return { rows: body.data, total: body.total };
    },
    enabled: enabled && isPersonUrlId(id),
    retry: shouldRetry,
  });
}
