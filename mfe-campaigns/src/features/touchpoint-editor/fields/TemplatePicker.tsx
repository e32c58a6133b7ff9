import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { EndpointName } from '@outreach/shared-contracts/core';
import { Button, SelectField, routeKey } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { Note, Row } from '../steps/Step.styles';

export interface TemplatePickerProps<T extends { id: number; name: string }> {
  /** What kind of template, e.g. 'Landing page template'. */
  label: string;
  /** The call that lists them: one request per kind, shared by every picker of it. */
  listRoute: EndpointName;
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
  listRoute,
  load,
  onApply,
}: TemplatePickerProps<T>) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [chosen, setChosen] = useState('');
  // A template saved in the libraries since the list was cached is offered without a reload.
  const templates = useSWR(routeKey(listRoute), load, { revalidateOnMount: true });
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
