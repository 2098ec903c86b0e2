import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ListSearch } from '../../../components/list-search';
import { OrdersTable } from './orders-table';

/** The dashboard's Orders: a search by order ID, e-mail or transfer content above the table. */
export function OrdersSection() {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState<string>();
  return (
    <Stack gap="md">
      <ListSearch
        label={t('search.orders')}
        description={t('search.ordersHint')}
        onSearch={setSearch}
        testId="orders-search"
      />
      <OrdersTable search={search} />
    </Stack>
  );
}
