import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { useSiteConfig } from '../../../lib/site-config';

interface PolicySection {
  heading: string;
  paragraphs: string[];
}

interface PolicyDocumentProps {
  policy: 'refund' | 'delivery' | 'privacy';
  /** Shown under the title, e.g. the privacy policy's last update. */
  subtitle?: string;
}

/** A policy page: its title and sections from the `policies` messages, as plain text. */
export function PolicyDocument({ policy, subtitle }: PolicyDocumentProps) {
  const { t } = useTranslation('policies');
  const site = useSiteConfig();
  const email = site?.supportEmail ?? '…';
  const sections = t(`${policy}.sections`, { returnObjects: true, email }) as PolicySection[];
  return (
    <Stack component="article" gap="lg" maw={780}>
      <PageTitle title={t(`${policy}.title`)} />
      <div>
        <Title order={1}>{t(`${policy}.title`)}</Title>
        {subtitle && (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {sections.map((section) => (
        <Stack component="section" gap="xs" key={section.heading}>
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
