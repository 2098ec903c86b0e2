import { Stack } from '@mantine/core';
import { useState } from 'react';
import { type AuditLogFilter, AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/** The dashboard's audit log: its filters above the table. */
export function AuditLogSection() {
  const [filter, setFilter] = useState<AuditLogFilter>({});
  return (
    <Stack gap="md">
      <AuditLogFilters onApply={setFilter} />
      <AuditLogTable filter={filter} />
    </Stack>
  );
}
