import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import { callRoute } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useNotify } from '../contacts/state';
import { patientFormAtom } from '../patient-form/state';

/**
 * Opens the record of the patient, to read, a link names (`/contacts?patient=<id>`, as the message inbox links
 * to a patient), then takes the id out of the address so Back and reloads do not open it again.
 */
export function usePatientFromAddress(): void {
  const { t } = useAreaTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setForm = useSetAtom(patientFormAtom);
  const notify = useNotify();
  const requested = new URLSearchParams(search).get('patient');

  useEffect(() => {
    if (requested === null) return;
    let current = true;
    const done = () => void navigate(pathname, { replace: true });
    if (!/^[1-9]\d{0,15}$/.test(requested)) {
      done();
      return;
    }
    callRoute('getPatient', { params: { id: Number(requested) } }).then(
      (patient) => {
        if (!current) return;
        setForm({ mode: 'view', patient });
        done();
      },
      () => {
        if (!current) return;
        notify(t('contacts.gone'), 'error');
        done();
      },
    );
    return () => {
      current = false;
    };
  }, [requested, pathname, navigate, setForm, notify, t]);
}
