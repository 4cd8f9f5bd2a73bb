import { ErrorPage } from '@klinik/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** A new value (the address) clears the error: navigating away shows the next page. */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  /** The resetKey the error happened at. */
  failedAt?: string;
}

/**
 * A part of the page that throws while rendering becomes the library's 'Terjadi Kesalahan' page
 * instead of a blank screen, and the error is logged. React Router's `errorElement` only works
 * with its data router; the site runs it in declarative mode, so this is a React error boundary.
 * Around the page (in the layout) the header and footer stay; around the layout it is the last
 * resort. 'Coba Lagi' loads the page again from the server.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (state.error === null) return { failedAt: props.resetKey };
    return props.resetKey === state.failedAt ? null : { error: null, failedAt: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed while rendering', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorPage onRetry={() => window.location.reload()} />;
  }
}
