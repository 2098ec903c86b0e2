import { Badge, Button, Code, CopyButton, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Release, ReleaseStatus } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { releasesQuery } from '../api/list-releases';
import { useWithdrawRelease } from '../api/withdraw-release';

const STATUS_COLORS: Record<ReleaseStatus, string> = { draft: 'blue', published: 'teal', withdrawn: 'gray' };

/** Every release, the highest version first: admins delete a draft or withdraw a published one. */
export function ReleasesTable() {
  const { t } = useTranslation(['releases', 'common']);
  const { data } = useQuery(releasesQuery);
  const withdraw = useWithdrawRelease();
  const feedback = useFeedback();
  const byId = (id: string) => data?.releases.find((release) => release.id === id);
  const removal = useConfirmedDelete({
    remove: (id) => withdraw.mutateAsync(id),
    onDeleted: (id) => {
      const release = byId(id);
      if (release) feedback.notify(t(`releases.${release.status === 'draft' ? 'deleted' : 'withdrawn'}`, release));
    },
    onFailed: feedback.fail,
    question: (id) => {
      const release = byId(id);
      if (release?.status !== 'published') {
        return { keepLabel: t('releases.deleteKeep'), confirmLabel: t('releases.deleteConfirm') };
      }
      return {
        title: t('releases.withdrawTitle', { version: release.version }),
        text: t('releases.withdrawText'),
        keepLabel: t('releases.withdrawKeep'),
        confirmLabel: t('releases.withdrawConfirm'),
      };
    },
  });

  return (
    <Stack gap="md">
      <div aria-live="polite">{feedback.element}</div>
      {data?.releases.length === 0 ? (
        <Text c="dimmed">{t('releases.none')}</Text>
      ) : (
        <ResponsiveTable minWidth={820} verticalSpacing="xs" striped data-testid="releases-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('releases.version')}</Table.Th>
              <Table.Th>{t('releases.status')}</Table.Th>
              <Table.Th>{t('releases.publishedAt')}</Table.Th>
              <Table.Th>{t('releases.size')}</Table.Th>
              <Table.Th>SHA-256</Table.Th>
              <Table.Th>{t('releases.downloads')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.releases.map((release) => (
              <ReleaseRow key={release.id} release={release} onRemove={() => removal.ask(release.id)} />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {removal.dialog}
    </Stack>
  );
}

function ReleaseRow({ release, onRemove }: { release: Release; onRemove: () => void }) {
  const { t } = useTranslation(['releases', 'common']);
  const language = useLanguage();
  const action = release.status === 'draft' ? t('releases.delete') : t('releases.withdraw');
  return (
    <Table.Tr data-testid={`release-${release.version}`}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{release.version}</Text>
          {release.latest && (
            <Badge variant="filled" size="sm" style={{ overflow: 'visible' }}>
              {t('releases.latest')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2} maw={320} style={{ whiteSpace: 'pre-line' }}>
          {release.notes[language]}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('releases.status')} style={{ whiteSpace: 'nowrap' }}>
        <Badge color={STATUS_COLORS[release.status]} variant="light" style={{ overflow: 'visible' }}>
          {t(`releases.statuses.${release.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t('releases.publishedAt')} style={{ whiteSpace: 'nowrap' }}>
        {release.publishedAt && formatDateTime(release.publishedAt, language)}
      </Table.Td>
      <Table.Td data-label={t('releases.size')} style={{ whiteSpace: 'nowrap' }}>
        {release.size !== null && formatFileSize(release.size, language)}
      </Table.Td>
      <Table.Td data-label="SHA-256">
        {release.sha256 && (
          <CopyButton value={release.sha256}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('releases.copied') : release.sha256} withArrow>
                <Button variant="subtle" size="compact-xs" onClick={copy}>
                  <Code>{release.sha256?.slice(0, 12)}…</Code>
                  <VisuallyHidden>{t('releases.copyHash', { version: release.version })}</VisuallyHidden>
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Table.Td>
      <Table.Td data-label={t('releases.downloads')} data-testid="release-downloads">
        {release.downloads}
      </Table.Td>
      <Table.Td>
        {release.status !== 'withdrawn' && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={`${action}: ${release.version}`}
          >
            {action}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
