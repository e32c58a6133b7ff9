import { lazy, Suspense, useState } from 'react';
import { Button } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';

// The wizard is only needed once someone imports; it stays out of the page's chunk.
const ImportWizard = lazy(() =>
  import('./ImportWizard').then((module) => ({ default: module.ImportWizard })),
);

/** Opens the patient import wizard. */
export function ImportButton() {
  const { t } = useAreaTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {t('import.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportWizard onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
