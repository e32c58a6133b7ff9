import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Sentry from '@sentry/react';
import { Button, LoadingState, StateMessage } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useTouchpoint } from './api';
import { EditorFrame } from './EditorFrame';

export interface TouchpointEditorProps {
  touchpointId: number;
  onBack: () => void;
}

/** Loads a touchpoint and opens the builder on it. */
export function TouchpointEditor({ touchpointId, onBack }: TouchpointEditorProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const { data, mutate, ...loaded } = useTouchpoint(touchpointId);
  const error: unknown = loaded.error;
  // A copy cached from an earlier visit may predate the last save: the editor opens on the server's.
  const [current, setCurrent] = useState(false);
  if (data && !loaded.isValidating && !current) setCurrent(true);

  useEffect(() => {
    // The spec has a failed touchpoint fetch reported; the host owns the Sentry set-up.
    if (error) Sentry.captureException(error);
  }, [error]);

  const back = (
    <div>
      <Button type="button" $variant="link" onClick={onBack}>
        {t('entry.otherTouchpoint')}
      </Button>
    </div>
  );
  if (error) {
    return (
      <>
        {back}
        <StateMessage
          alert
          title={tCommon('errors.generic')}
          action={{ label: t('list.retry'), onClick: () => void mutate() }}
        />
      </>
    );
  }
  if (!data || !current) return <LoadingState label={t('editor.loading')} />;
  return (
    <>
      {back}
      <EditorFrame initial={data} />
    </>
  );
}
