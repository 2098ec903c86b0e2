import { Stack } from '@mantine/core';
import { normalizeKeyCodeStart } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ListSearch } from '../../../components/list-search';
import { LicenceKeysTable } from './licence-keys-table';

/** The dashboard's licence keys: a search by code (look-alikes read as the server reads them) above the table. */
export function LicenceKeysSection() {
  const { t } = useTranslation(['licence-keys', 'common']);
  const [code, setCode] = useState<string>();
  return (
    <Stack gap="md">
      <ListSearch
        label={t('search.keys')}
        description={t('search.keysHint')}
        problem={(text) => (normalizeKeyCodeStart(text) === null ? 'KEY_START_INVALID' : null)}
        onSearch={setCode}
        testId="licence-keys-search"
        monospace
      />
      <LicenceKeysTable code={code} />
    </Stack>
  );
}
