import { CustomerMachines } from '../../features/licences/components/customer-machines';
import { UsersPage } from '../dashboard/dashboard-page';

/** /users: the dashboard (users) with a checked customer's computers (licences); features meet only here. */
export function UsersWithSections() {
  return <UsersPage belowCheckedUser={(user) => <CustomerMachines userId={user.id} />} />;
}
