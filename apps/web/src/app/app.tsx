import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
