/** Shows a fallback for the errors a page handles itself (e.g. 404); any other error goes on to the route's boundary. */
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** what to show for an error, or null to let the route's error boundary handle it */
  fallback: (error: unknown) => ReactNode | null;
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const shown = this.props.fallback(this.state.error);
    if (shown === null) throw this.state.error;
    return shown;
  }
}
