import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH, WEB_PATHS } from '@oneclick/shared';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { FeatureList } from '../components/feature-list';
import { HomeCards } from '../components/home-cards';
import { SupportBlock } from '../components/support-block';
import classes from './home-page.module.css';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Stack gap={56}>
      <PageTitle title={t('title')} />
      <section className={classes.hero}>
        <div>
          <Title order={1} className={classes.heading}>
            {t('hero.heading')}
          </Title>
          <Text size="lg" className={classes.lead}>
            {t('hero.lead')}
          </Text>
          <Group mt="lg">
            <Button component="a" href={EXTENSION_DOWNLOAD_PATH} download size="md" variant="white" color="brand.9">
              {t('hero.download')}
            </Button>
            <Button component={Link} to={WEB_PATHS.pricing} size="md" variant="outline" color="white">
              {t('hero.pricing')}
            </Button>
          </Group>
        </div>
        <img
          className={classes.illustration}
          src="/illustrations/cabinet-design.svg"
          // The largest thing on a phone's first screen: fetched before the scripts queued beside it.
          fetchPriority="high"
          width={480}
          height={340}
          alt={t('hero.illustration')}
        />
      </section>
      <FeatureList />
      <HomeCards />
      <SupportBlock />
    </Stack>
  );
}
