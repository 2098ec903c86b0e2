import { lazy, Suspense } from 'react';
import { useCurrentError } from '../lib/error-store';

// Most visits never see a server error: the alert's code loads with the first one.
const ServerErrorAlert = lazy(() => import('./server-error-alert'));

/** The last server error, when there is one (every page's frame shows it above the page). */
export function ErrorAlert() {
  const error = useCurrentError();
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <ServerErrorAlert error={error} />
    </Suspense>
  );
}
