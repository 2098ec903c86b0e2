import { ProfilePage } from '../../features/auth/pages/profile-page';
import { MyOrders } from '../../features/orders/components/my-orders';

/** /profile: the account (auth) with the user's orders (orders) below it; features meet only here. */
export function ProfileWithOrders() {
  return (
    <ProfilePage>
      <MyOrders />
    </ProfilePage>
  );
}
