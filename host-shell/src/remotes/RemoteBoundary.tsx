import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { RemoteLoading } from './RemoteLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface RemoteBoundaryProps {
  children: ReactNode;
  /** Federation name of the remote inside, for error reports. */
  remote: string;
  /** Asks for the area again (e.g. clears a failed lazy load); offered as "Try again". */
  onRetry?: () => void;
  /** Told about a remote that threw while rendering; receives no user data. */
  onError?: (remote: string, error: unknown, info: ErrorInfo) => void;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Error boundary plus suspense around one remote: while it loads the area shows a loading
 * status, and if it throws (while loading or rendering) only this area says it is unavailable.
 * Error boundaries must still be classes in React 19.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(this.props.remote, error, info);
  }

  private readonly retry = (): void => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return <RemoteUnavailable onRetry={this.props.onRetry ? this.retry : undefined} />;
    }
    return <Suspense fallback={<RemoteLoading />}>{this.props.children}</Suspense>;
  }
}
