import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileCardProps {
  /** The id of the heading that names the section. */
  titleId: string;
  testId: string;
  children: ReactNode;
}

/** One section of the profile (its orders, its computers), on a card of its own. */
export function ProfileCard({ titleId, testId, children }: ProfileCardProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {children}
    </Paper>
  );
}
