import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface OrderFormProps {
  /** Called once the browser's own submission is stopped. */
  onSubmit: () => void;
  testId?: string;
  children: ReactNode;
}

/** A form that places an order (keys, a donation), on its card. */
export function OrderForm({ onSubmit, testId, children }: OrderFormProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Paper>
  );
}
