import { Box, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
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
 * the plans side by side, narrow ones a card per plan, so no plan hides off screen.
 */
export function PlanComparison({ priceLabel }: { priceLabel: (id: PackageId) => string }) {
  const { t } = useTranslation('pricing');
  const rows = useComparisonRows(priceLabel);
  return (
    <>
      <Box visibleFrom="sm">
        <Table striped withTableBorder verticalSpacing="sm" data-testid="plan-comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('rows.plan')}</Table.Th>
              {PACKAGE_IDS.map((id) => (
                <Table.Th key={id} scope="col" ta="center">
                  {t(`plans.${id}.name`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {PACKAGE_IDS.map((id) => (
                  <Table.Td key={id} ta="center">
                    {row.value(id)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
