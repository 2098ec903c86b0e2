import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled panel of the editors' screens. */
export function CmsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
