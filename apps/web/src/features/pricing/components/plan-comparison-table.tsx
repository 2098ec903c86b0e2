import { Table } from '@mantine/core';
import { PACKAGE_FEATURES, PACKAGE_IDS, PACKAGES } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';

/** Basic / Pro / Premium side by side; prices are given by sales. */
export function PlanComparisonTable({ priceLabel }: { priceLabel: string }) {
  const { t } = useTranslation('pricing');
  const mark = (included: boolean) => (
    <span aria-label={included ? t('rows.included') : t('rows.notIncluded')}>{included ? '✓' : '—'}</span>
  );
  return (
    <Table.ScrollContainer minWidth={520}>
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
          <Table.Tr>
            <Table.Th scope="row">{t('rows.price')}</Table.Th>
            {PACKAGE_IDS.map((id) => (
              <Table.Td key={id} ta="center" fw={600}>
                {PACKAGES[id].priceUsdCents === 0 ? t('free') : priceLabel}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('rows.cloudSaves')}</Table.Th>
            {PACKAGE_IDS.map((id) => (
              <Table.Td key={id} ta="center">
                {PACKAGES[id].cloudSaves ?? t('rows.unlimited')}
              </Table.Td>
            ))}
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('rows.cncTools')}</Table.Th>
            {PACKAGE_IDS.map((id) => (
              <Table.Td key={id} ta="center">
                {PACKAGES[id].cncTools}
              </Table.Td>
            ))}
          </Table.Tr>
          {PACKAGE_FEATURES.map((feature) => (
            <Table.Tr key={feature}>
              <Table.Th scope="row">{t(`rows.${feature}`)}</Table.Th>
              {PACKAGE_IDS.map((id) => (
                <Table.Td key={id} ta="center">
                  {mark(PACKAGES[id].features.includes(feature))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('rows.support')}</Table.Th>
            {PACKAGE_IDS.map((id) => (
              <Table.Td key={id} ta="center">
                {mark(true)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
