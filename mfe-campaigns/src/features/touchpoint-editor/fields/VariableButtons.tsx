import { Button } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useSmsVariables } from '../api';
import { Row } from '../steps/Step.styles';

export interface VariableButtonsProps {
  /** The label of the field the variables go into. */
  field: string;
  onInsert: (token: string) => void;
}

/** A button per message variable; each hands `{{name}}` to the field to insert where the cursor is. */
export function VariableButtons({ field, onInsert }: VariableButtonsProps) {
  const { t } = useAreaTranslation();
  const variables = useSmsVariables();
  if (!variables.data) return null;
  return (
    <Row role="group" aria-label={t('messages.variablesFor', { field })}>
      {variables.data.results.map((variable) => (
        <Button
          key={variable.name}
          type="button"
          $variant="secondary"
          title={variable.sample}
          onClick={() => onInsert(`{{${variable.name}}}`)}
        >
          {t('messages.insertVariable', { name: variable.name })}
        </Button>
      ))}
    </Row>
  );
}
