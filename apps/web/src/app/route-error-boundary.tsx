import { Component, type ReactNode } from 'react';
import { FinishHydration } from './hydration';
import { RouteErrorPage } from './route-error-page';

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a page whose code failed to load, or that crashed, and shows why inside the layout. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // A prerendered page whose code failed to load is taken over by this page instead.
    return (
      <>
        <RouteErrorPage error={this.state.error} />
        <FinishHydration />
      </>
    );
  }
}
