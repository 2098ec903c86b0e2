import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/** The app in the browser: the routes follow the address bar (wouter's default location). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
