import { useLocation } from 'react-router';
import { useAuth } from '../../features/accounts/components/auth-provider';
import { FollowTopicForm } from '../../features/alerts/components/follow-topic-form';
import { usePerson } from '../../features/members/api/get-members';
import { SearchPage } from '../../features/search/components/search-page';

/**
 * /search, with the name of the Member a `person` filter names (the Members feature's own read,
 * which the server renders with) and "E-mail me when this is said" (the alerts feature) above the results.
 */
export function SearchRoute() {
  const { user } = useAuth();
  const person = new URLSearchParams(useLocation().search).get('person')?.trim() || undefined;
  const member = usePerson(person);
  return <SearchPage personName={member.data?.name} follow={(search) => <FollowTopicForm search={search} email={user?.email ?? null} />} />;
}
