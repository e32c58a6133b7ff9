import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageFrame, TextLink } from '@outreach/shared-ui';
import { DataTable, ListPanel, NoWrapCell, PagedListContent, SearchBox } from '@outreach/shared-ui/lists';
import type { CampaignReportRow } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { useCampaignReports } from './api';
import { reportListAtom, reportPath, setPageIndexAtom, setSearchAtom } from './state';
import { ReportsNav } from './ReportsNav';
import { Muted } from './Reports.styles';

/** Every campaign with its headline figures, searchable and paged; each opens its report. */
export function CampaignReportList() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useReportsFormat();
  const listState = useAtomValue(reportListAtom);
  const setSearch = useSetAtom(setSearchAtom);
  const setPageIndex = useSetAtom(setPageIndexAtom);
  const page = useCampaignReports(listState.pageIndex, listState.search);
  const rows: readonly CampaignReportRow[] = page.data?.results ?? [];

  return (
    <PageFrame
      title={t('reports.title')}
      description={t('reports.description')}
      emptyTitle={t('reports.emptyTitle')}
      emptyBody={t('reports.emptyBody')}
    >
      <ReportsNav />
      <ListPanel>
        <SearchBox label={t('list.search')} search={listState.search} onSearch={setSearch} />
        {page.data && <Muted>{t('report.asOf', { time: format.dateTime(page.data.as_of) })}</Muted>}
        <PagedListContent
          page={page}
          failure={{ title: tCommon('errors.generic'), retry: t('list.retry') }}
          pagerT={t}
          formatNumber={format.number}
          onPageChange={setPageIndex}
          loadingLabel={t('list.loading')}
          pageIndex={listState.pageIndex}
          filtered={listState.search.trim() !== ''}
          emptyPage={{
            title: t('list.emptyPageTitle'),
            action: { label: t('list.firstPage'), onClick: () => setPageIndex(0) },
          }}
          noResults={{
            title: t('list.noResultsTitle'),
            action: { label: t('list.clearSearch'), onClick: () => setSearch('') },
          }}
          empty={{ title: t('reports.emptyTitle'), body: t('reports.emptyBody') }}
        >
          <DataTable
            caption={t('list.caption')}
            busy={page.isValidating}
            columns={[
              { label: t('list.columns.campaign') },
              { label: t('list.columns.sent') },
              { label: t('list.columns.verified') },
              { label: t('list.columns.lastSent') },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.campaign_id}>
                <th scope="row">
                  <TextLink to={reportPath(row.campaign_id)}>{row.name}</TextLink>
                </th>
                <NoWrapCell>{format.number(row.sent)}</NoWrapCell>
                <NoWrapCell>
                  {row.sent === 0
                    ? format.number(row.verified)
                    : t('list.verifiedShare', {
                        number: format.number(row.verified),
                        share: format.percent(Math.min(1, row.verified / row.sent)),
                      })}
                </NoWrapCell>
                <NoWrapCell>
                  {row.last_sent_at === null ? (
                    t('list.neverSent')
                  ) : (
                    <time dateTime={row.last_sent_at}>{format.dateTime(row.last_sent_at)}</time>
                  )}
                </NoWrapCell>
              </tr>
            ))}
          </DataTable>
        </PagedListContent>
      </ListPanel>
    </PageFrame>
  );
}
