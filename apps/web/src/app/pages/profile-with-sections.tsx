import { ProfilePage } from '../../features/auth/pages/profile-page';
import { MyEInvoices } from '../../features/e-invoices/components/my-e-invoices';
import { MyMachines } from '../../features/licences/components/my-machines';
import { MyOrders } from '../../features/orders/components/my-orders';
import { MyRenewal } from '../../features/renewals/components/my-renewal';

/**
 * /profile: the account (auth) with the plan's renewal (renewals), the user's computers (licences), orders (orders)
 * and their e-invoices (e-invoices) below it; features meet only here.
 */
export function ProfileWithSections() {
  return (
    <ProfilePage>
      <MyRenewal />
      <MyMachines />
      <MyOrders />
      <MyEInvoices />
    </ProfilePage>
  );
}
