import { ProfilePage } from '../../features/accounts/components/profile-page';
import { MySubscription } from '../../features/alerts/components/my-subscription';

const mySubscription = (userId: string) => <MySubscription userId={userId} />;

/** /profile: the account, with the alerts linked to it under the spec's Subscriptions section. */
export function ProfileRoute() {
  return <ProfilePage subscriptions={mySubscription} />;
}
