import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen';
import { reportException } from '../../lib/telemetry';

/** Catches what the router's error screen cannot: failures in the providers around it. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportException(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
