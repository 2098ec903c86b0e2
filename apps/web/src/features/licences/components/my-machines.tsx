import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { myMachinesQuery } from '../api/list-machines';
import { MachineList } from './machine-list';

/** "Your computers" on the profile. */
export function MyMachines() {
  const { t } = useTranslation('licences');
  const { data } = useQuery(myMachinesQuery());
  return <MachineList title={t('machines.title')} none={t('machines.none')} data={data} testId="my-machines" />;
}
