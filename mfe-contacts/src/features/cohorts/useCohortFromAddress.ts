import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { useRefreshContacts } from '../contacts/state';
import { setFiltersAtom } from '../patients/state';

/**
 * Shows the members of the cohort a link names (`/contacts?cohort=<id>`, as a report links to the
 * cohort it made), reading the lists afresh since the cohort may be new; then takes the id out of
 * the address so Back and reloads keep whatever the user chose since.
 */
export function useCohortFromAddress(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setFilters = useSetAtom(setFiltersAtom);
  const refresh = useRefreshContacts();
  const requested = new URLSearchParams(search).get('cohort');

  useEffect(() => {
    if (requested === null) return;
    if (/^[1-9]\d{0,15}$/.test(requested)) {
      setFilters({ parent_id: Number(requested) });
      refresh();
    }
    void navigate(pathname, { replace: true });
  }, [requested, pathname, navigate, setFilters, refresh]);
}
