import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../../components/ErrorScreen';
import { reportException } from '../../lib/telemetry';

interface Props {
  /** The page shown; another page (back, or a link) gets a fresh try. */
  pathname: string;
  children: ReactNode;
}

class ScreenErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.pathname };
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    void reportException(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <ErrorScreen />;
  }
}

/**
 * SPEC §4 error screen for every screen, including one whose code failed to load (the data
 * router's errorElement before issue 14). Navigating to another page tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ScreenErrorBoundary pathname={useLocation().pathname}>{children}</ScreenErrorBoundary>;
}
