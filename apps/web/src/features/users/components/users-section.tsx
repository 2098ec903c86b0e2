import { Stack } from '@mantine/core';
import { useAuth } from '../../../lib/session';
import { EditorAccessForm } from './editor-access-form';
import { UsersTable } from './users-table';

/** The Users section: the accounts, and for admins, who may edit the posts of which language. */
export function UsersSection() {
  const { isAdmin } = useAuth();
  return (
    <Stack gap="lg">
      <UsersTable />
      {isAdmin && <EditorAccessForm />}
    </Stack>
  );
}
