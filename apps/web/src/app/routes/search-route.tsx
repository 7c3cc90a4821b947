import { useLocation } from 'react-router';
import { usePerson } from '../../features/members/api/get-members';
import { SearchPage } from '../../features/search/components/search-page';

/** /search, with the name of the Member a `person` filter names (the Members feature's own read, which the server renders with). */
export function SearchRoute() {
  const person = new URLSearchParams(useLocation().search).get('person')?.trim() || undefined;
  const member = usePerson(person);
  return <SearchPage personName={member.data?.name} />;
}
