import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { FONT_FAMILY } from './fonts';

const brand: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 9, dark: 5 },
  colors: { brand },
  fontFamily: FONT_FAMILY,
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Some of Mantine's default colours fail WCAG AA contrast with white: secondary grey (gray-6,
 * 3.3:1), error and danger red (red-6, 3.3:1) and the brand's hover shade (brand-8, 4.3:1).
 * Secondary text takes gray-7 (8:1 on white, 7.8:1 on the footer's gray-0), placeholders a
 * lighter grey that still passes (4.9:1), errors and red buttons red-9 (5.5:1), and hovered
 * brand buttons a shade darker than brand-9 instead of lighter; light teal labels sit on teal-0.
 * Light red and orange labels (a plan ended, or ending this week) were red-6 (2.9:1) and orange-6
 * (2.3:1) on their tints: they take red-9 (4.9:1) and a darker orange (5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7178',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-filled-hover': '#a61e1e',
    '--mantine-color-brand-filled-hover': '#095c6b',
    // Teal labels (a paid order) on teal-1 are 4.3:1; on teal-0, 4.7:1.
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': '#b3470d',
  },
  dark: {},
});
