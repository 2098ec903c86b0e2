import { WEB_PATHS } from '@oneclick/shared';
import { Button, Group, Paper, Switch, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { myRenewalQuery } from '../api/get-my-renewal';
import { useSetRenewalReminders } from '../api/set-renewal-reminders';

/** The profile's renewal: a way to /renew and the reminders before the plan ends, on or off. Nothing for an account without a plan. */
export function MyRenewal() {
  const { t } = useTranslation('renewals');
  const { data: renewal } = useQuery(myRenewalQuery());
  const setReminders = useSetRenewalReminders();
  if (!renewal?.plan) return null;
  return (
    <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="renewal-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="renewal-heading">
          {t('profile.heading')}
        </Title>
        <Button component={Link} to={WEB_PATHS.renew} data-testid="profile-renew">
          {t('profile.renew')}
        </Button>
      </Group>
      <Switch
        checked={renewal.renewalReminders}
        disabled={setReminders.isPending}
        onChange={(event) => setReminders.mutate({ renewalReminders: event.currentTarget.checked })}
        label={t('profile.reminders')}
        description={t('profile.remindersNote')}
        data-testid="renewal-reminders"
      />
    </Paper>
  );
}
