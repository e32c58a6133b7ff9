import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteRetry } from './RemoteRetryContext';
import type { RemotePageModule } from './types';

/** The page the fallback plugin hands back for a remote that could not be loaded. */
export function UnavailableArea() {
  const retry = useRemoteRetry();
  return <RemoteUnavailable onRetry={retry} />;
}

/** A stand-in module with the same shape as an exposed page. */
export const unavailableAreaModule: RemotePageModule = { default: UnavailableArea };
