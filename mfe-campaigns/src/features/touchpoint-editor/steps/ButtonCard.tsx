import { Button, TextField } from '@outreach/shared-ui';
import type { ActionButton } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { UploadField } from '../fields/UploadField';
import { useFieldProblem } from '../problems/useFieldProblem';
import { ItemCard, ItemLegend } from './Step.styles';

export interface ButtonCardProps {
  button: ActionButton;
  index: number;
  onChange: (button: ActionButton) => void;
  onRemove: () => void;
}

/**
 * One button under the page. A number or web address the server would refuse stays here, said at
 * the field, and is not saved until it is fixed; the rest of the touchpoint saves meanwhile.
 */
export function ButtonCard({ button, index, onChange, onRemove }: ButtonCardProps) {
  const { t } = useAreaTranslation();
  const at = `buttons.${index}`;
  const phone = useFieldProblem(`${at}.phone`);
  const url = useFieldProblem(`${at}.url`);

  return (
    <ItemCard data-field={at} tabIndex={-1}>
      <ItemLegend>{t(`buttons.kind.${button.kind}`, { number: index + 1 })}</ItemLegend>
      <TranslatedTextField
        label={t('buttons.label')}
        path={`${at}.label`}
        text={button.label}
        onChange={(label) => onChange({ ...button, label })}
      />
      {button.kind === 'call' && (
        <TextField
          label={t('buttons.phone')}
          hint={t('buttons.phoneHint')}
          type="tel"
          {...phone}
          value={button.phone}
          onChange={(event) => onChange({ ...button, phone: event.target.value.trim() })}
        />
      )}
      {button.kind === 'url' && (
        <TextField
          label={t('buttons.url')}
          type="url"
          {...url}
          value={button.url}
          onChange={(event) => onChange({ ...button, url: event.target.value.trim() })}
        />
      )}
      {button.kind === 'document' && (
        <UploadField
          label={t('buttons.document')}
          kind="cta-documents"
          accept=".pdf,application/pdf"
          value={button.document || null}
          onUploaded={(key) => onChange({ ...button, document: key })}
        />
      )}
      <div>
        <Button type="button" $variant="link" onClick={onRemove}>
          {t('buttons.remove', { number: index + 1 })}
        </Button>
      </div>
    </ItemCard>
  );
}
