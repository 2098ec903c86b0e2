import { SimpleGrid, Text } from '@mantine/core';

/** Labelled facts of an invoice or receipt, two columns from tablet width. */
export function FactsGrid({ facts, testId }: { facts: [string, string][]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid={testId}>
      {facts.map(([label, value]) => (
        <Text key={label} style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed">
            {label}:
          </Text>{' '}
          <Text span fw={600}>
            {value}
          </Text>
        </Text>
      ))}
    </SimpleGrid>
  );
}
