import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { PACKAGE_FEATURES, PACKAGE_IDS, PACKAGES, type PackageId } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import classes from './plan-comparison.module.css';

interface ComparisonRow {
  label: string;
  value: (id: PackageId) => ReactNode;
}

function useComparisonRows(priceLabel: (id: PackageId) => string): ComparisonRow[] {
  const { t } = useTranslation('pricing');
  const mark = (included: boolean) => (
    <span aria-label={included ? t('rows.included') : t('rows.notIncluded')}>{included ? '✓' : '—'}</span>
  );
  return [
    { label: t('rows.price'), value: (id) => (PACKAGES[id].priceUsdCents === 0 ? t('free') : priceLabel(id)) },
    { label: t('rows.cloudSaves'), value: (id) => PACKAGES[id].cloudSaves ?? t('rows.unlimited') },
    { label: t('rows.cncTools'), value: (id) => PACKAGES[id].cncTools },
    ...PACKAGE_FEATURES.map((feature) => ({
      label: t(`rows.${feature}`),
      value: (id: PackageId) => mark(PACKAGES[id].features.includes(feature)),
    })),
    { label: t('rows.support'), value: () => mark(true) },
  ];
}

/**
 * Basic / Pro / Premium compared, each paid plan's price as `priceLabel` gives it (a price, or
 * "Contact sales"). Wide screens get a table with
 * the plans side by side, narrow ones a card per plan, so no plan hides off screen. The table is
 * plain HTML: Mantine's brings its scroll area and that area's floating-ui (20 kB) to the page.
 */
export function PlanComparison({ priceLabel }: { priceLabel: (id: PackageId) => string }) {
  const { t } = useTranslation('pricing');
  const rows = useComparisonRows(priceLabel);
  return (
    <>
      <Box visibleFrom="sm">
        <table className={classes.table} data-testid="plan-comparison">
          <thead>
            <tr>
              <th scope="col">{t('rows.plan')}</th>
              {PACKAGE_IDS.map((id) => (
                <th key={id} scope="col">
                  {t(`plans.${id}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {PACKAGE_IDS.map((id) => (
                  <td key={id}>{row.value(id)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <SimpleGrid hiddenFrom="sm" cols={1} spacing="md" data-testid="plan-comparison-cards">
        {PACKAGE_IDS.map((id) => (
          <Card key={id} withBorder radius="md" padding="lg" data-plan={id}>
            <Title order={2} size="h3" mb="xs">
              {t(`plans.${id}.name`)}
            </Title>
            <dl className={classes.facts}>
              {rows.map((row) => (
                <div key={row.label} className={classes.fact}>
                  <Text component="dt" size="sm">
                    {row.label}
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0} ta="right">
                    {row.value(id)}
                  </Text>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
