import type { ComponentType } from 'react';

/** Federation names of the remotes, as registered from remotes.json. */
export const remoteNames = [
  'mfe_campaigns',
  'mfe_contacts',
  'mfe_reports_libraries',
  'mfe_patient',
  'mfe_avs',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The modules each remote exposes (its webpack `exposes`, without the leading `./`). */
export interface RemoteModules {
  mfe_campaigns: 'CreatePage' | 'StudioLandingPage';
  mfe_contacts: 'ContactsPage';
  mfe_reports_libraries: 'ReportsPage' | 'LibrariesPage';
  mfe_patient: 'PatientApp';
  mfe_avs: 'AvsPage';
}

/**
 * What every exposed page module looks like to the host: a default-exported component that takes
 * no props (it reads router, theme, store and language from the providers the host hands down).
 */
export interface RemotePageModule {
  default: ComponentType;
}

/** remotes.json: federation name → URL of that remote's `mf-manifest.json`. */
export type RemoteManifestMap = Partial<Record<RemoteName, string>>;
