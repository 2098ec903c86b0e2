import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MachineList as Machines } from '@oneclick/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProfileCard } from '../../../components/profile-card';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { useReleaseMachine } from '../api/release-machine';

interface MachineListProps {
  title: string;
  /** What the list says when the account has no machine. */
  none: string;
  data: Machines | undefined;
  testId: string;
}

/**
 * An account's machines, each with a button that frees its seat (after asking); those beyond the
 * plan's seats say they lost theirs.
 */
export function MachineList({ title, none, data, testId }: MachineListProps) {
  const { t } = useTranslation(['licences', 'common']);
  const language = useLanguage();
  const titleId = useId();
  const release = useReleaseMachine();
  const feedback = useFeedback();
  const hostnameOf = (id: string) => data?.machines.find((machine) => machine.id === id)?.hostname ?? '';
  const { ask, dialog } = useConfirmedDelete({
    remove: (id) => release.mutateAsync(id),
    onDeleted: () => feedback.notify(t('machines.released')),
    onFailed: feedback.fail,
    question: (id) => ({
      title: t('machines.confirmTitle'),
      text: t('machines.confirmText', { hostname: hostnameOf(id) }),
      keepLabel: t('machines.keep'),
      confirmLabel: t('machines.confirm'),
    }),
  });

  return (
    <ProfileCard titleId={titleId} testId={testId}>
      <Group justify="space-between" align="baseline" mb="md" gap="xs">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {data && (
          <Text c="dimmed" size="sm" data-testid="machine-seats">
            {t('machines.seats', {
              used: data.machines.filter((machine) => machine.holdsSeat).length,
              count: data.seats,
            })}
          </Text>
        )}
      </Group>
      {feedback.element}
      {data?.machines.length === 0 && <Text c="dimmed">{none}</Text>}
      {data && data.machines.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.machines.map((machine) => (
            <Paper component="li" key={machine.id} withBorder radius="md" p="sm" data-testid={`machine-${machine.id}`}>
              <Group justify="space-between" align="center" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {machine.hostname}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('machines.details', { os: machine.os, version: machine.version })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('machines.lastSeen', { date: formatDateTime(machine.lastSeenAt, language) })}
                  </Text>
                  {!machine.holdsSeat && (
                    <Text size="sm" c="red.8" data-testid="machine-no-seat">
                      {t('machines.noSeat')}
                    </Text>
                  )}
                </div>
                <Button
                  variant="light"
                  color="red"
                  size="sm"
                  onClick={() => ask(machine.id)}
                  aria-label={t('machines.releaseLabel', { hostname: machine.hostname })}
                >
                  {t('machines.release')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {dialog}
    </ProfileCard>
  );
}
