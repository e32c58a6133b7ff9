import { useId } from 'react';
import { Button, Spinner } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { StateBox, StateBody, StateTitle } from './PatientsPanel.styles';

export interface StateMessageProps {
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void };
  /** An error is announced as an alert; the other states are quiet regions. */
  alert?: boolean;
}

/** A titled message in place of the table: empty, no results or an error. */
export function StateMessage({ title, body, action, alert = false }: StateMessageProps) {
  const titleId = useId();
  return (
    <StateBox aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
      <StateTitle id={titleId}>{title}</StateTitle>
      {body && <StateBody>{body}</StateBody>}
      {action && (
        <Button type="button" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </StateBox>
  );
}

export function LoadingState() {
  const { t } = useAreaTranslation();
  return (
    <StateBox>
      <Spinner label={t('patients.loading')} />
    </StateBox>
  );
}
