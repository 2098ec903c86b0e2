import { Button, CopyButton, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import type { LicenceKey } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { roleName } from '../../../i18n/role-name';

/** A batch just generated: its codes one per line, to copy or download before moving on. */
export function NewKeysBatch({ keys }: { keys: LicenceKey[] }) {
  const { t } = useTranslation(['licence-keys', 'common']);
  const [first] = keys;
  if (!first) return null;
  const codes = keys.map((key) => key.code).join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `licence-keys-${first.createdAt.slice(0, 10)}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-testid="new-keys-batch">
      <Title order={2} size="h4">
        {t('generate.batch', {
          count: keys.length,
          package: roleName(t, first.accountType),
          months: first.months,
        })}
      </Title>
      {first.reseller && (
        <Text size="sm" mt={4}>
          {t('generate.batchOwner', { owner: t('keys.activatedWho', first.reseller) })}
        </Text>
      )}
      <Textarea
        aria-label={t('keys.code')}
        value={codes}
        readOnly
        autosize
        minRows={Math.min(keys.length, 5)}
        maxRows={12}
        mt="sm"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group mt="sm" gap="sm">
        <CopyButton value={codes}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('generate.copied') : t('generate.copyAll')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('generate.download')}
        </Button>
      </Group>
    </Paper>
  );
}
