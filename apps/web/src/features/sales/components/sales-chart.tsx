import { Box, ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { SALE_PACKAGES, type SalePackage, type SalesSummary } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatMonth } from '../../../lib/format';
import { niceStep } from '../chart-scale';
import { roleName } from '../../../i18n/role-name';

const COLOURS: Record<SalePackage, string> = {
  '5': 'var(--mantine-color-teal-7)',
  '6': 'var(--mantine-color-blue-7)',
  '7': 'var(--mantine-color-grape-7)',
  '8': 'var(--mantine-color-orange-8)',
};
const HEIGHT = 240;
const AXIS = { left: 36, bottom: 24, top: 8 };
const GRID_LINES = 4;

interface SalesChartProps {
  months: SalesSummary['months'];
}

/** The last 12 months' activations as bars stacked by package, with the same figures as a table for screen readers. */
export function SalesChart({ months }: SalesChartProps) {
  const { t } = useTranslation(['users', 'common']);
  const language = useLanguage();
  const { ref, width } = useElementSize();
  const totals = months.map((month) => SALE_PACKAGES.reduce((sum, code) => sum + month.byPackage[code], 0));
  const step = niceStep(Math.max(...totals), GRID_LINES);
  const top = step * GRID_LINES;
  const plotWidth = Math.max(width - AXIS.left, 0);
  const plotHeight = HEIGHT - AXIS.bottom - AXIS.top;
  const slot = plotWidth / months.length;
  const y = (value: number) => AXIS.top + plotHeight - (value / top) * plotHeight;
  const everyOther = slot < 44;

  return (
    <figure style={{ margin: 0 }}>
      <Box ref={ref} w="100%" h={HEIGHT}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden="true" data-testid="sales-chart">
            {Array.from({ length: GRID_LINES + 1 }, (_, index) => (
              <g key={index}>
                <line
                  x1={AXIS.left}
                  x2={width}
                  y1={y(index * step)}
                  y2={y(index * step)}
                  stroke="var(--mantine-color-default-border)"
                />
                <text x={AXIS.left - 6} y={y(index * step) + 4} textAnchor="end" fontSize={11} fill="currentColor">
                  {(index * step).toLocaleString(language)}
                </text>
              </g>
            ))}
            {months.map((month, index) => {
              let base = 0;
              const x = AXIS.left + index * slot;
              return (
                <g key={month.month}>
                  <title>
                    {`${formatMonth(month.month, language, 'long')}: ${SALE_PACKAGES.map((code) => `${roleName(t, code)} ${month.byPackage[code]}`).join(', ')}`}
                  </title>
                  {SALE_PACKAGES.map((code) => {
                    const value = month.byPackage[code];
                    const rect = (
                      <rect
                        key={code}
                        x={x + slot * 0.2}
                        width={slot * 0.6}
                        y={y(base + value)}
                        height={y(base) - y(base + value)}
                        fill={COLOURS[code]}
                      />
                    );
                    base += value;
                    return rect;
                  })}
                  {(!everyOther || index % 2 === 1) && (
                    <text x={x + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="currentColor">
                      {formatMonth(month.month, language, 'short')}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </Box>
      <Group gap="md" mt="xs" component="figcaption">
        {SALE_PACKAGES.map((code) => (
          <Group key={code} gap={6} wrap="nowrap">
            <ColorSwatch color={COLOURS[code]} size={12} withShadow={false} />
            <Text size="sm">{roleName(t, code)}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{t('sales.chartHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.month')}</th>
              {SALE_PACKAGES.map((code) => (
                <th key={code} scope="col">
                  {roleName(t, code)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month, language, 'long')}</th>
                {SALE_PACKAGES.map((code) => (
                  <td key={code}>{month.byPackage[code]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
