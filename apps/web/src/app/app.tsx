import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();

/** The app in the browser: the routes follow the address bar (wouter's default location). */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
