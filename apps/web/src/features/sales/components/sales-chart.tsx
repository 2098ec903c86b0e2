import { Box, ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { formatMonth } from '../../../lib/format';
import { niceStep } from '../chart-scale';

/** One stacked part of every bar: its name, colour and a count per month. */
export interface ChartSeries {
  id: string;
  label: string;
  colour: string;
  counts: number[];
}

const HEIGHT = 240;
const AXIS = { left: 36, bottom: 24, top: 8 };
const GRID_LINES = 4;

interface SalesChartProps {
  /** `YYYY-MM`, oldest first. */
  months: string[];
  series: ChartSeries[];
}

/** The last 12 months' activations as stacked bars (by package, or new and renewed), with the same figures as a table for screen readers. */
export function SalesChart({ months, series }: SalesChartProps) {
  const { t } = useTranslation('sales');
  const language = useLanguage();
  const { ref, width } = useElementSize();
  const totals = months.map((_, index) => series.reduce((sum, part) => sum + part.counts[index]!, 0));
  const step = niceStep(Math.max(...totals), GRID_LINES);
  const top = step * GRID_LINES;
  const plotWidth = Math.max(width - AXIS.left, 0);
  const plotHeight = HEIGHT - AXIS.bottom - AXIS.top;
  const slot = plotWidth / months.length;
  const y = (value: number) => AXIS.top + plotHeight - (value / top) * plotHeight;
  const everyOther = slot < 44;

  return (
    <figure style={{ margin: 0 }}>
      {/* The drawing is measured a frame after the box resizes; until then it is stretched to the box, never wider. */}
      <Box ref={ref} w="100%" h={HEIGHT} pos="relative" style={{ overflow: 'hidden' }}>
        {width > 0 && (
          <svg
            width="100%"
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            data-testid="sales-chart"
            style={{ position: 'absolute', inset: 0 }}
          >
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
                <g key={month}>
                  <title>
                    {`${formatMonth(month, language, 'long')}: ${series.map((part) => `${part.label} ${part.counts[index]}`).join(', ')}`}
                  </title>
                  {series.map((part) => {
                    const value = part.counts[index]!;
                    const rect = (
                      <rect
                        key={part.id}
                        x={x + slot * 0.2}
                        width={slot * 0.6}
                        y={y(base + value)}
                        height={y(base) - y(base + value)}
                        fill={part.colour}
                      />
                    );
                    base += value;
                    return rect;
                  })}
                  {(!everyOther || index % 2 === 1) && (
                    <text x={x + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={11} fill="currentColor">
                      {formatMonth(month, language, 'short')}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </Box>
      <Group gap="md" mt="xs" component="figcaption">
        {series.map((part) => (
          <Group key={part.id} gap={6} wrap="nowrap">
            <ColorSwatch color={part.colour} size={12} withShadow={false} />
            <Text size="sm">{part.label}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <table>
          <caption>{t('sales.chartHeading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.month')}</th>
              {series.map((part) => (
                <th key={part.id} scope="col">
                  {part.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => (
              <tr key={month}>
                <th scope="row">{formatMonth(month, language, 'long')}</th>
                {series.map((part) => (
                  <td key={part.id}>{part.counts[index]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
