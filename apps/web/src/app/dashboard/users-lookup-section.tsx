import { CustomerMachines } from '../../features/licences/components/customer-machines';
import { CheckUserForm } from '../../features/users/components/check-user-form';

/** Check Users (users) with the account's computers (licences) below it: the two features meet here. */
export function UsersLookupSection() {
  return <CheckUserForm below={(user) => <CustomerMachines userId={user.id} />} />;
}
