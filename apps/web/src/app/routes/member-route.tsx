import { useAuth } from '../../features/accounts/components/auth-provider';
import { FollowMemberForm } from '../../features/alerts/components/follow-member-form';
import { MemberPage } from '../../features/members/components/member-page';

/** A Member's page, with "E-mail me when this Member speaks" (the alerts feature) under their name. */
export function MemberRoute() {
  const { user } = useAuth();
  return <MemberPage follow={(person) => <FollowMemberForm personId={person.id} personName={person.name} email={user?.email ?? null} />} />;
}
