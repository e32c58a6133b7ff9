import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@outreach/shared-contracts/core';
import { ListContent, ListPanel, Pagination } from '@outreach/shared-ui/lists';
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
      <ListContent
        failure={
          page.error === undefined
            ? undefined
            : {
                title: tCommon('errors.generic'),
                action: { label: t('list.retry'), onClick: () => void page.mutate() },
              }
        }
        loaded={page.data !== undefined}
        loadingLabel={t('list.loading')}
        rowCount={campaigns.length}
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
        pager={
          page.data && (
            <Pagination
              t={t}
              formatNumber={format.number}
              pageIndex={listState.pageIndex}
              pageSize={page.data.page_size}
              rowCount={campaigns.length}
              total={page.data.total}
              hasNext={page.data.has_next}
              disabled={page.isValidating}
              onPageChange={setPageIndex}
            />
          )
        }
      >
        <CampaignsTable
          caption={t('list.caption')}
          campaigns={campaigns}
          busy={page.isValidating}
          onClone={onClone}
        />
      </ListContent>
    </ListPanel>
  );
}
