import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { customerMachinesQuery } from '../api/list-machines';
import { MachineList } from './machine-list';

/** A customer's computers, below Check Users in the dashboard. */
export function CustomerMachines({ userId }: { userId: string }) {
  const { t } = useTranslation('licences');
  const { data } = useQuery(customerMachinesQuery(userId));
  return (
    <MachineList
      title={t('machines.customerTitle')}
      none={t('machines.customerNone')}
      data={data}
      testId="customer-machines"
    />
  );
}
