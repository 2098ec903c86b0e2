import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  type ApplicantAccountState,
  RESELLER_APPLICATION_LIMITS,
  RESELLER_APPLICATION_STATUSES,
  type ResellerApplication,
  type ResellerApplicationStatus,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { ListPagination } from '../../../components/list-pagination';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { ReasonModal } from '../../../components/reason-modal';
import { formatCountry, formatDateTime } from '../../../lib/format';
import { useApproveResellerApplication } from '../api/approve-reseller-application';
import { useDeclineResellerApplication } from '../api/decline-reseller-application';
import { resellerApplicationsQuery } from '../api/list-reseller-applications';
import { type CommissionRateValue, parseCommissionRate } from '../commission-rate';
import { CommissionRateInput } from './commission-rate-input';

const ACCOUNT_COLORS: Record<ApplicantAccountState, string> = { verified: 'teal', unverified: 'yellow', none: 'gray' };

type Feedback = ReturnType<typeof useFeedback>;

/**
 * Pending Resellers: applications from /be_reseller, waiting ones first; an admin approves one
 * at a commission rate or declines it with a reason. Decided ones stay readable.
 */
export function ResellerApplicationsList() {
  const { t } = useTranslation(['resellers', 'dashboard']);
  const [status, setStatus] = useState<ResellerApplicationStatus>('pending');
  const [page, setPage] = useState(1);
  const { data } = useQuery(resellerApplicationsQuery({ status, page }));
  const feedback = useFeedback();

  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(value) => {
          setStatus(value as ResellerApplicationStatus);
          setPage(1);
        }}
        data={RESELLER_APPLICATION_STATUSES.map((value) => ({ value, label: t(`applications.statuses.${value}`) }))}
        aria-label={t('applications.show')}
        style={{ alignSelf: 'flex-start' }}
      />
      <div aria-live="polite">{feedback.element}</div>
      {data && (
        <Text size="sm" c="dimmed" data-testid="applications-total">
          {t('applications.total', { count: data.total })}
        </Text>
      )}
      {data?.total === 0 && <Text c="dimmed">{t('applications.none')}</Text>}
      {data?.items.map((application) => (
        <ApplicationCard key={application.id} application={application} feedback={feedback} />
      ))}
      <ListPagination page={data} onChange={setPage} label={t('dashboard.sections.resellers-applications')} />
    </Stack>
  );
}

function ApplicationCard({ application, feedback }: { application: ResellerApplication; feedback: Feedback }) {
  const { t } = useTranslation('resellers');
  const language = useLanguage();
  return (
    <Card withBorder radius="md" padding="md" data-testid="reseller-application">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5">
            {application.name}
          </Title>
          <Badge color={ACCOUNT_COLORS[application.account]} variant="light" style={{ overflow: 'visible' }}>
            {t(`applications.account.${application.account}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {application.email} · {t('applications.phone')} {application.phone} ·{' '}
          {formatCountry(application.country, language)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('applications.applied', { date: formatDateTime(application.createdAt, language) })}
        </Text>
        {application.message && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.message}
          </Text>
        )}
        {application.status === 'pending' ? (
          <>
            {application.account !== 'verified' && (
              <Text size="sm" c="dimmed">
                {t(`applications.accountHelp.${application.account}`)}
              </Text>
            )}
            <Decision application={application} feedback={feedback} />
          </>
        ) : (
          <DecidedLine application={application} />
        )}
      </Stack>
    </Card>
  );
}

function DecidedLine({ application }: { application: ResellerApplication }) {
  const { t } = useTranslation(['resellers', 'audit-log']);
  const language = useLanguage();
  const values = {
    by: application.decidedBy?.name ?? t('audit.system'),
    date: application.decidedAt ? formatDateTime(application.decidedAt, language) : '',
    rate: application.commissionRate,
    reason: application.declineReason,
  };
  return (
    <Text size="sm">
      {application.status === 'approved'
        ? t('applications.decidedApproved', values)
        : t('applications.decidedDeclined', values)}
    </Text>
  );
}

function Decision({ application, feedback }: { application: ResellerApplication; feedback: Feedback }) {
  const { t } = useTranslation('resellers');
  const approve = useApproveResellerApplication();
  const decline = useDeclineResellerApplication();
  const [rate, setRate] = useState<CommissionRateValue>('');
  const [invalid, setInvalid] = useState(false);
  const [declining, setDeclining] = useState(false);
  // The rate about to be granted, repeated in the question before it is.
  const [confirming, setConfirming] = useState<number | null>(null);
  // Kept while the question fades out, so its words do not change.
  const [asked, setAsked] = useState(0);

  const ask = () => {
    feedback.clear();
    const commissionRate = parseCommissionRate(rate);
    setInvalid(commissionRate === null);
    if (commissionRate === null) return;
    setAsked(commissionRate);
    setConfirming(commissionRate);
  };
  const submit = async (commissionRate: number) => {
    await feedback.attempt(async () => {
      const approved = await approve.mutateAsync({ id: application.id, commissionRate });
      feedback.notify(t('applications.approved', { name: application.name, rate: approved.commissionRate }));
    });
    setConfirming(null);
  };

  return (
    <Group align="flex-start" gap="sm" mt="xs">
      <CommissionRateInput
        label={t('applications.commission')}
        value={rate}
        onChange={(value) => {
          setRate(value);
          setInvalid(false);
        }}
        invalid={invalid}
      />
      <Button mt={25} onClick={ask}>
        {t('applications.approve')}
      </Button>
      <ConfirmDelete
        opened={confirming !== null}
        question={{
          title: t('applications.approveTitle', { name: application.name }),
          text: t('applications.approveText', { name: application.name, rate: asked }),
          keepLabel: t('applications.keepWaiting'),
          confirmLabel: t('applications.confirmApprove', { rate: asked }),
          harmless: true,
        }}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming !== null && void submit(confirming)}
        loading={approve.isPending}
      />
      <Button mt={25} variant="default" onClick={() => setDeclining(true)}>
        {t('applications.decline')}
      </Button>
      {declining && (
        <ReasonModal
          title={t('applications.declineTitle', { name: application.name })}
          label={t('applications.reason')}
          keepLabel={t('applications.keepWaiting')}
          confirmLabel={t('applications.confirmDecline')}
          maxLength={RESELLER_APPLICATION_LIMITS.declineReasonMaxLength}
          onSubmit={async (reason) => {
            await decline.mutateAsync({ id: application.id, reason });
            feedback.notify(t('applications.declined', { name: application.name }));
          }}
          onClose={() => setDeclining(false)}
        />
      )}
    </Group>
  );
}
