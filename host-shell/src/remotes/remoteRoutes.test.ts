import { findRemoteRoute, remoteRoutes } from './remoteRoutes';

describe('remoteRoutes', () => {
  it('hands every area of the spec to its remote', () => {
    expect(remoteRoutes.map(({ path, remote }) => [path, remote])).toEqual([
      ['/create', 'mfe_campaigns'],
      ['/studio-landing', 'mfe_campaigns'],
      ['/contacts', 'mfe_contacts'],
      ['/reports', 'mfe_reports_libraries'],
      ['/libraries', 'mfe_reports_libraries'],
      ['/avs', 'mfe_avs'],
      ['/i', 'mfe_patient'],
      ['/u', 'mfe_patient'],
    ]);
  });

  it('matches by path prefix on segment boundaries', () => {
    expect(findRemoteRoute('/contacts/42')?.module).toBe('ContactsPage');
    expect(findRemoteRoute('/i/abc')?.public).toBe(true);
    expect(findRemoteRoute('/u/key/signature')?.public).toBe(true);
    expect(findRemoteRoute('/createx')).toBeUndefined();
    expect(findRemoteRoute('/landing')).toBeUndefined();
  });
});
