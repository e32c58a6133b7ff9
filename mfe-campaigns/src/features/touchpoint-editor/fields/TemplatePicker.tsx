import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { Note, Row } from '../steps/Step.styles';

export interface TemplatePickerProps<T extends { id: number; name: string }> {
  /** What kind of template, e.g. 'Landing page template'. */
  label: string;
  /** The SWR key of the list: one request per kind, shared by every picker of it. */
  listKey: string;
  load: () => Promise<T[]>;
  /** Copies the template's content into the touchpoint, recording it as the origin. */
  onApply: (template: T) => void;
}

/**
 * Starts a part of the touchpoint from one of the tenant's templates. The touchpoint keeps a copy, so
 * changing the template later never changes it; the library records where each template was used.
 */
export function TemplatePicker<T extends { id: number; name: string }>({
  label,
  listKey,
  load,
  onApply,
}: TemplatePickerProps<T>) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [chosen, setChosen] = useState('');
  const templates = useSWR(['templates', listKey] as const, load);
  const list = templates.data ?? [];

  const apply = () => {
    const template = list.find((item) => String(item.id) === chosen);
    if (template) onApply(template);
  };

  return (
    <Row>
      <SelectField
        label={label}
        value={chosen}
        emptyChoice={templates.data ? t('templates.choose') : t('templates.loading')}
        choices={list.map((item) => ({ value: String(item.id), label: item.name }))}
        onChange={setChosen}
      />
      <Button type="button" $variant="secondary" disabled={chosen === ''} onClick={apply}>
        {t('templates.apply')}
      </Button>
      {templates.error ? (
        <Note role="alert">{tCommon('errors.generic')}</Note>
      ) : (
        templates.data?.length === 0 && <Note>{t('templates.none')}</Note>
      )}
    </Row>
  );
}
