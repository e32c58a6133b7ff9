import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import type { Autosave, SaveState } from './useAutosave';
import { SaveAlert, SaveText } from './SaveStatus.styles';

export interface SaveStatusProps {
  autosave: Autosave;
}

const stateKeys: Record<SaveState, string | null> = {
  idle: null,
  pending: 'editor.saving',
  saving: 'editor.saving',
  saved: 'editor.saved',
  failed: 'editor.notSaved',
  stale: 'editor.notSaved',
};

/**
 * Says whether the edits are saved. After a refused save it says why; when someone else saved in
 * between, the user's edits stay on screen until they choose to reload the saved version.
 */
export function SaveStatus({ autosave }: SaveStatusProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [reloading, setReloading] = useState(false);
  const key = stateKeys[autosave.state];

  const reload = async () => {
    setReloading(true);
    try {
      await autosave.reload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <>
      <SaveText role="status">{key ? t(key) : ''}</SaveText>
      {(autosave.state === 'failed' || autosave.state === 'stale') && (
        <SaveAlert role="alert">
          <span>{errorMessage(autosave.failure, tCommon)}</span>
          {autosave.state === 'stale' && (
            <Button type="button" $variant="secondary" disabled={reloading} onClick={() => void reload()}>
              {t('editor.reload')}
            </Button>
          )}
        </SaveAlert>
      )}
    </>
  );
}
