import { useAtomValue, useSetAtom } from 'jotai';
import { Button, SelectField, type SelectChoice } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useFilterOptions } from './api';
import { idOrUndefined, isCommunication, isGender, isLanguage } from './choices';
import { patientListAtom, setFiltersAtom } from './state';
import { FilterGrid, FiltersFieldset, InlineError } from './PatientsPanel.styles';

/** The filters of filter-options; each choice is translated by its value. */
export function PatientFilters() {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const options = useFilterOptions();
  const { filters } = useAtomValue(patientListAtom);
  const setFilters = useSetAtom(setFiltersAtom);
  const data = options.data;
  const loading = !data;
  const all = t('filters.all');

  const cohorts: SelectChoice[] = (data?.parent_id ?? []).map((cohort) => ({
    value: String(cohort.value),
    label: cohort.label,
  }));
  const genders: SelectChoice[] = (data?.gender ?? [])
    .map((option) => option.value)
    .filter(isGender)
    .map((value) => ({ value, label: format.gender(value) }));
  const languages: SelectChoice[] = (data?.language_preference ?? [])
    .map((option) => option.value)
    .filter(isLanguage)
    .map((value) => ({ value, label: format.language(value) }));
  const communications: SelectChoice[] = (data?.communication_preference ?? [])
    .map((option) => option.value)
    .filter(isCommunication)
    .map((value) => ({ value, label: format.communication(value) }));
  const optedOut: SelectChoice[] = (data?.opted_out ?? [])
    .filter((option) => option.value === 'true' || option.value === 'false')
    .map((option) => ({ value: option.value, label: t(`options.optedOut.${option.value}`) }));

  const active = Object.keys(filters).length > 0;

  return (
    <FiltersFieldset>
      <legend>{t('filters.label')}</legend>
      <FilterGrid>
        <SelectField
          label={t('filters.cohort')}
          value={filters.parent_id === undefined ? '' : String(filters.parent_id)}
          choices={cohorts}
          emptyChoice={all}
          disabled={loading}
          onChange={(value) => setFilters({ parent_id: idOrUndefined(value) })}
        />
        <SelectField
          label={t('filters.gender')}
          value={filters.gender ?? ''}
          choices={genders}
          emptyChoice={all}
          disabled={loading}
          onChange={(value) => setFilters({ gender: isGender(value) ? value : undefined })}
        />
        <SelectField
          label={t('filters.language')}
          value={filters.language_preference ?? ''}
          choices={languages}
          emptyChoice={all}
          disabled={loading}
          onChange={(value) => setFilters({ language_preference: isLanguage(value) ? value : undefined })}
        />
        <SelectField
          label={t('filters.communication')}
          value={filters.communication_preference ?? ''}
          choices={communications}
          emptyChoice={all}
          disabled={loading}
          onChange={(value) =>
            setFilters({ communication_preference: isCommunication(value) ? value : undefined })
          }
        />
        <SelectField
          label={t('filters.optedOut')}
          value={filters.opted_out === undefined ? '' : String(filters.opted_out)}
          choices={optedOut}
          emptyChoice={all}
          disabled={loading}
          onChange={(value) => setFilters({ opted_out: value === '' ? undefined : value === 'true' })}
        />
      </FilterGrid>
      {options.error !== undefined && !data && (
        <InlineError role="alert">
          {t('filters.loadError')}{' '}
          <Button type="button" $variant="link" onClick={() => void options.mutate()}>
            {t('contacts.retry')}
          </Button>
        </InlineError>
      )}
      {active && (
        <Button
          type="button"
          $variant="link"
          onClick={() =>
            setFilters({
              parent_id: undefined,
              gender: undefined,
              language_preference: undefined,
              communication_preference: undefined,
              opted_out: undefined,
            })
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </FiltersFieldset>
  );
}
