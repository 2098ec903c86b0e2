import { Button, CopyButton, Group, List, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';

interface RecoveryCodesPanelProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** Ten new recovery codes, shown this once: to copy or download before they go. */
export function RecoveryCodesPanel({ codes, email, onDone }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('second-factor');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // Whoever just set up a factor is taken to the codes (focus scrolls to them; a screen reader reads on from here).
  useEffect(() => heading.current?.focus(), [codes]);

  const text = [
    t('recovery.fileTitle', { email }),
    t('recovery.fileNote', { date: new Date().toLocaleDateString(language) }),
    '',
    ...codes,
    '',
  ].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'oneclick-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-yellow-0)"
      style={{ borderColor: 'var(--mantine-color-yellow-6)' }}
      data-testid="recovery-codes"
    >
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {t('recovery.newHeading')}
      </Title>
      <Text size="sm" mt={4}>
        {t('recovery.newText')}
      </Text>
      <List
        aria-label={t('recovery.codes')}
        listStyleType="none"
        mt="md"
        ff="monospace"
        fz="md"
        styles={{ root: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: 6 } }}
      >
        {codes.map((code) => (
          <List.Item key={code} data-testid="recovery-code">
            {code}
          </List.Item>
        ))}
      </List>
      <Group mt="md" gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button variant="light" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </Group>
    </Paper>
  );
}
