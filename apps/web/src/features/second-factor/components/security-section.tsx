import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SecuritySectionProps {
  title: string;
  text: string;
  /** Beside the title: whether it is on. */
  badge?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** One way of signing in securely (the authenticator app, passkeys, recovery codes) and its controls. */
export function SecuritySection({ title, text, badge, testId, children }: SecuritySectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4">
              {title}
            </Title>
            {badge}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {text}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
