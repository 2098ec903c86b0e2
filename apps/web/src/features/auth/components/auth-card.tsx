import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

interface AuthCardProps {
  title: string;
  heading: string;
  lead?: string;
  children: ReactNode;
}

/** The frame of every account screen: a centred card with a heading. */
export function AuthCard({ title, heading, lead, children }: AuthCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" w="100%">
      <PageTitle title={title} />
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {heading}
          </Title>
          {lead && (
            <Text c="dimmed" size="sm" mt={4}>
              {lead}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
