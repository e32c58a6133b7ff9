import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage } from '@outreach/shared-ui';
import type { LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import type { Autosave, SaveState } from './useAutosave';
import { SaveAlert, SaveLine, SaveText } from './SaveStatus.styles';

export interface SaveStatusProps {
  autosave: Autosave;
  /** Brings the user to a field whose value is not saved. */
  onShowProblem: (path: string, language?: LanguageCode) => void;
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
 * Says whether the whole touchpoint is saved, on every step: saved, saving, or how many fields
 * hold a value that is not saved (each said at its field and in the check list). After a refused
 * save it says why; when someone else saved in between, the user's edits stay on screen until they
 * choose to reload the saved version.
 */
export function SaveStatus({ autosave, onShowProblem }: SaveStatusProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [reloading, setReloading] = useState(false);
  const key = stateKeys[autosave.state];
  const [first] = autosave.problems;

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
      <SaveLine>
        <SaveText role="status">
          <span>{key ? t(key) : ''}</span>
          {first && <span>{t('editor.fieldsNotSaved', { number: autosave.problems.length })}</span>}
        </SaveText>
        {first && (
          <Button type="button" $variant="link" onClick={() => onShowProblem(first.path, first.language)}>
            {t('editor.showField')}
          </Button>
        )}
      </SaveLine>
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
