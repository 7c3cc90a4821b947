import { useQuery } from '@tanstack/react-query';
import { shouldRetry } from '../../../lib/api-client';
import { getManagedFollows } from './member-follow-requests';
import { getManagedTopics } from './topic-follow-requests';
import { managedFollowsQueryKey, managedSubscriptionQueryKey, managedTopicsQueryKey, mySubscriptionQueryKey, proposedChangesQueryKey } from './query-keys';
import { getManagedSubscription, getMySubscription, getProposedChanges } from './subscription-requests';

// A link's page is read once per visit to it: someone may have changed the subscription from
// another link meanwhile, and the answer is small.
const linkQuery = { retry: shouldRetry, staleTime: 0, gcTime: 5 * 60_000 } as const;

/** The manage page's subscription; off without a token (the page offers to e-mail a link). */
export function useManagedSubscription(token: string) {
  return useQuery({
    queryKey: managedSubscriptionQueryKey(token),
    queryFn: ({ signal }) => getManagedSubscription(token, signal),
    enabled: token !== '',
    ...linkQuery,
  });
}

/** The Members the manage page's subscription follows, each with a remove control. */
export function useManagedFollows(token: string) {
  return useQuery({
    queryKey: managedFollowsQueryKey(token),
    queryFn: ({ signal }) => getManagedFollows(token, signal),
    enabled: token !== '',
    ...linkQuery,
  });
}

export function useManagedTopics(token: string) {
  return useQuery({
    queryKey: managedTopicsQueryKey(token),
    queryFn: ({ signal }) => getManagedTopics(token, signal),
    enabled: token !== '',
    ...linkQuery,
  });
}

export function useProposedChanges(token: string) {
  return useQuery({
    queryKey: proposedChangesQueryKey(token),
    queryFn: ({ signal }) => getProposedChanges(token, signal),
    enabled: token !== '',
    ...linkQuery,
  });
}

/** The profile's alerts, for the signed-in account `userId`. */
export function useMySubscription(userId: string) {
  return useQuery({
    queryKey: mySubscriptionQueryKey(userId),
    queryFn: ({ signal }) => getMySubscription(signal),
    retry: shouldRetry,
  });
}
