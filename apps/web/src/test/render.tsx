import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { Language } from '@oneclick/shared';
import type { ReactElement } from 'react';
import { theme } from '../app/theme';
import { initI18n } from '../i18n/i18n';

/** Renders a component as the app would: Mantine theme and messages loaded (English unless told). */
export async function renderWithProviders(ui: ReactElement, language: Language = 'en-US') {
  await initI18n(language);
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
