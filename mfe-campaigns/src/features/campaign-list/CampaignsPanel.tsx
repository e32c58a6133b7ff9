import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@outreach/shared-contracts/core';
import { ListPanel, PagedListContent } from '@outreach/shared-ui/lists';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../i18n/useCampaignsFormat';
import { useCampaignPage } from './api';
import { CampaignFilters } from './CampaignFilters';
import { CampaignsTable } from './CampaignsTable';
import { campaignListAtom, hasFilters, resetListAtom, setPageIndexAtom } from './state';

export interface CampaignsPanelProps {
  /** Opens the form for a new campaign (from the empty state). */
  onCreate: () => void;
  onClone: (campaign: Campaign) => void;
}

/** Search and status filter, the campaigns of one page with its states, and paging. */
export function CampaignsPanel({ onCreate, onClone }: CampaignsPanelProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useCampaignsFormat();
  const listState = useAtomValue(campaignListAtom);
  const setPageIndex = useSetAtom(setPageIndexAtom);
  const resetList = useSetAtom(resetListAtom);
  const page = useCampaignPage(listState);
  const campaigns: readonly Campaign[] = page.data?.results ?? [];

  return (
    <ListPanel>
      <CampaignFilters />
      <PagedListContent
        page={page}
        failure={{ title: tCommon('errors.generic'), retry: t('list.retry') }}
        pagerT={t}
        formatNumber={format.number}
        onPageChange={setPageIndex}
        loadingLabel={t('list.loading')}
        pageIndex={listState.pageIndex}
        filtered={hasFilters(listState)}
        emptyPage={{
          title: t('list.emptyPageTitle'),
          action: { label: t('list.firstPage'), onClick: () => setPageIndex(0) },
        }}
        noResults={{
          title: t('list.noResultsTitle'),
          body: t('list.noResultsBody'),
          action: { label: t('list.clearFilters'), onClick: resetList },
        }}
        empty={{
          title: t('list.emptyTitle'),
          body: t('list.emptyBody'),
          action: { label: t('studioLanding.createCampaign'), onClick: onCreate },
        }}
      >
        <CampaignsTable
          caption={t('list.caption')}
          campaigns={campaigns}
          busy={page.isValidating}
          onClone={onClone}
        />
      </PagedListContent>
    </ListPanel>
  );
}
