import { Divider, Stack } from '@mantine/core';
import { PublishReleaseForm } from './publish-release-form';
import { ReleasesTable } from './releases-table';

/** Releases (admins): publish a version of the extension, and the versions published so far. */
export function ReleasesSection() {
  return (
    <Stack gap="lg">
      <PublishReleaseForm />
      <Divider />
      <ReleasesTable />
    </Stack>
  );
}
