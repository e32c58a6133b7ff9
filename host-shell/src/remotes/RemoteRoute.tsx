import { use, useCallback, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRetryContext } from './RemoteRetryContext';
import type { RemoteModules, RemoteName, RemotePageModule } from './types';

export interface RemoteRouteProps<R extends RemoteName = RemoteName> {
  remote: R;
  module: RemoteModules[R];
}

function isPageModule(value: unknown): value is RemotePageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const page: unknown = value.default;
  // memo and forwardRef components are objects; plain components are functions.
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

// One load per exposed module for the page's lifetime: navigating back to an area neither
// refetches it nor remounts it as a new component type. A retry drops the entry.
const pageModules = new Map<string, Promise<RemotePageModule>>();

function loadPageModule(id: string): Promise<RemotePageModule> {
  let pending = pageModules.get(id);
  if (!pending) {
    pending = loadRemote<RemotePageModule>(id).then((module) => {
      if (!isPageModule(module)) throw new Error(`${id} does not expose a page component`);
      return module;
    });
    pageModules.set(id, pending);
  }
  return pending;
}

/** Suspends until the remote module is there, then renders its page. */
function RemotePage({ id }: { id: string }) {
  const { default: Page } = use(loadPageModule(id));
  return <Page />;
}

/**
 * Renders one exposed page of a remote inside a {@link RemoteBoundary}. A remote that is down
 * becomes an "area unavailable" message with a retry, while the rest of the host keeps working.
 */
export function RemoteRoute<R extends RemoteName>({ remote, module }: RemoteRouteProps<R>) {
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    pageModules.delete(id);
    setAttempt((count) => count + 1);
  }, [id]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteBoundary key={`${id}#${attempt}`} remote={remote} onRetry={retry}>
        <RemotePage id={id} />
      </RemoteBoundary>
    </RemoteRetryContext.Provider>
  );
}
