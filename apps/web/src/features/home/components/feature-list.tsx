import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PACKAGE_FEATURES } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import classes from './feature-list.module.css';

export function FeatureList() {
  const { t } = useTranslation('home');
  return (
    <Stack component="section" gap="lg" aria-labelledby="features-heading">
      <Title order={2} id="features-heading">
        {t('features.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {PACKAGE_FEATURES.map((feature, index) => (
          <Paper
            key={feature}
            withBorder
            p="lg"
            radius="md"
            data-feature={feature}
            className={index === 0 ? classes.lead : undefined}
          >
            <ThemeIcon variant="light" size="lg" radius="xl" mb="sm" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(`features.${feature}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`features.${feature}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
