import { useQuery } from '@tanstack/react-query';
import { BuyKeysForm } from '../../features/orders/components/buy-keys-form';
import { ownResellerSummaryQuery } from '../../features/resellers/api/get-reseller-summary';

/** Buy keys (orders) at the reseller's own commission (resellers): the two features meet here. */
export function BuyKeysSection() {
  const { data } = useQuery(ownResellerSummaryQuery);
  return <BuyKeysForm commissionRate={data?.commissionRate ?? 0} />;
}
