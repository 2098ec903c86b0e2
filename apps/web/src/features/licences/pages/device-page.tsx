import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type DeviceRequest, normaliseUserCode, USER_CODE_LENGTH } from '@oneclick/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { ErrorMessage } from '../../../components/error-message';
import { useDecideDeviceRequest } from '../api/decide-device-request';
import { MyMachines } from '../components/my-machines';
import { deviceRequestQuery } from '../api/find-device-request';
import { FormAlert } from '../../../components/form-alert';
import { deviceKeys } from '../../../lib/query-keys';

type Decision = 'approve' | 'deny';

/** A whole code in the link the software opens (`/device?code=…`), asked about at once; else null. */
function codeInLink(param: string | null): string | null {
  const code = normaliseUserCode(param ?? '');
  return code.length === USER_CODE_LENGTH ? code : null;
}

/**
 * /device: the user types the code the software shows (or follows the software's link, which
 * carries it: the machine shows at once), sees which computer asks, and decides.
 */
export function DevicePage() {
  const { t } = useTranslation(['licences', 'common']);
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get('code') ?? '');
  const [submitted, setSubmitted] = useState<string | null>(() => codeInLink(params.get('code')));
  const [decided, setDecided] = useState<Decision | null>(null);
  const request = useQuery({ ...deviceRequestQuery(submitted ?? ''), enabled: submitted !== null });
  const queryClient = useQueryClient();

  const restart = () => {
    // A decided request is gone: the same code must be asked about afresh.
    queryClient.removeQueries({ queryKey: deviceKeys.requests });
    setSubmitted(null);
    setDecided(null);
    setTyped('');
  };

  return (
    <Stack gap="lg" maw={560}>
      <PageTitle title={t('device.title')} />
      <Title order={1}>{t('device.title')}</Title>
      {decided ? (
        <Stack gap="md" align="flex-start">
          <Alert color={decided === 'approve' ? 'teal' : 'gray'} data-testid="device-decided" w="100%">
            {t(decided === 'approve' ? 'device.approved' : 'device.denied')}
          </Alert>
          <Button variant="light" onClick={restart}>
            {t('device.another')}
          </Button>
        </Stack>
      ) : request.data ? (
        <DecisionCard request={request.data} onDecided={setDecided} />
      ) : (
        <Paper
          component="form"
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(normaliseUserCode(typed));
          }}
        >
          <Stack gap="md">
            <Text>{t('device.intro')}</Text>
            <TextInput
              label={t('device.codeLabel')}
              placeholder={t('device.codePlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={20}
              styles={{ input: { fontFamily: 'monospace', fontSize: 20, letterSpacing: 2 } }}
              error={request.isError ? <ErrorMessage error={request.error} /> : undefined}
            />
            <Button
              type="submit"
              loading={request.isFetching}
              disabled={normaliseUserCode(typed).length !== USER_CODE_LENGTH}
            >
              {t('device.continue')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function DecisionCard({ request, onDecided }: { request: DeviceRequest; onDecided: (decision: Decision) => void }) {
  const { t } = useTranslation(['licences', 'common']);
  const decide = useDecideDeviceRequest();
  const [asked, setAsked] = useState<Decision | null>(null);
  // Once every seat was found taken, the computers stay listed: the notice of a freed seat shows there.
  const [listMachines, setListMachines] = useState(false);
  if (!request.seatAvailable && !listMachines) setListMachines(true);
  const choose = (decision: Decision) => {
    setAsked(decision);
    decide.mutate({ userCode: request.userCode, decision }, { onSuccess: () => onDecided(decision) });
  };
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="device-request">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('device.asking')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Fact label={t('device.computer')} value={request.hostname} />
            <Fact label={t('device.system')} value={request.os} />
            <Fact label={t('device.version')} value={request.version} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('device.warning')}
          </Text>
          {decide.isError ? (
            <FormAlert onClose={() => decide.reset()}>
              <ErrorMessage error={decide.error} />
            </FormAlert>
          ) : (
            !request.seatAvailable && (
              <Alert color="orange" data-testid="device-seats-full">
                {t('device.seatsFull', { count: request.seats })}
              </Alert>
            )
          )}
          <Group>
            <Button
              onClick={() => choose('approve')}
              loading={decide.isPending && asked === 'approve'}
              disabled={!request.seatAvailable}
            >
              {t('device.approve')}
            </Button>
            <Button variant="default" onClick={() => choose('deny')} loading={decide.isPending && asked === 'deny'}>
              {t('device.deny')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {listMachines && <MyMachines />}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
