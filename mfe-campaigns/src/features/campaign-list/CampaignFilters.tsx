import { useAtomValue, useSetAtom } from 'jotai';
import { SelectField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { campaignListAtom, campaignStatuses, isCampaignStatus, setSearchAtom, setStatusAtom } from './state';
import { FiltersForm } from './CampaignsPanel.styles';

/** The search box and the status filter: one search landmark, the search handed on after a pause in typing. */
export function CampaignFilters() {
  const { t } = useAreaTranslation();
  const { search, status } = useAtomValue(campaignListAtom);
  const setSearch = useSetAtom(setSearchAtom);
  const setStatus = useSetAtom(setStatusAtom);

  const choices = campaignStatuses.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <FiltersForm
      formLabel={t('filters.label')}
      label={t('filters.search')}
      hint={t('filters.searchHint')}
      search={search}
      onSearch={setSearch}
    >
      <SelectField
        label={t('filters.status')}
        value={status ?? ''}
        choices={choices}
        emptyChoice={t('filters.allStatuses')}
        onChange={(value) => setStatus(isCampaignStatus(value) ? value : undefined)}
      />
    </FiltersForm>
  );
}
