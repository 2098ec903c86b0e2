import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { initI18n } from '../i18n/i18n';

/** Renders a component as the app would: Mantine theme and English messages loaded. */
export async function renderWithProviders(ui: ReactElement) {
  await initI18n('en-US');
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
