import type { RemoteModules, RemoteName } from './types';

/** One row of the remote table: a path prefix of the host and the exposed page it renders. */
export type RemoteRouteEntry = {
  [R in RemoteName]: {
    /** Path prefix; the page owns everything below it (`<path>/*`). */
    path: string;
    remote: R;
    module: RemoteModules[R];
    /** Public pages render without the staff shell and without a session. */
    public: boolean;
  };
}[RemoteName];

/** Every route the host hands to a remote (spec section 2). */
export const remoteRoutes = [
  { path: '/create', remote: 'mfe_campaigns', module: 'CreatePage', public: false },
  { path: '/studio-landing', remote: 'mfe_campaigns', module: 'StudioLandingPage', public: false },
  { path: '/contacts', remote: 'mfe_contacts', module: 'ContactsPage', public: false },
  { path: '/reports', remote: 'mfe_reports_libraries', module: 'ReportsPage', public: false },
  { path: '/libraries', remote: 'mfe_reports_libraries', module: 'LibrariesPage', public: false },
  { path: '/avs', remote: 'mfe_avs', module: 'AvsPage', public: false },
  { path: '/i', remote: 'mfe_patient', module: 'PatientApp', public: true },
  // An e-mail's unsubscribe page: `/u/<message key>/<signature>`.
  { path: '/u', remote: 'mfe_patient', module: 'PatientApp', public: true },
] as const satisfies readonly RemoteRouteEntry[];

/** The remote row whose prefix the path starts with, if any. */
export function findRemoteRoute(pathname: string): RemoteRouteEntry | undefined {
  return remoteRoutes.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
}
