import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, TextLink } from '@outreach/shared-ui';
import { DataTable, ListPanel, NoWrapCell, PagedListContent } from '@outreach/shared-ui/lists';
import { REPORT_EXPORT_KEEP_DAYS } from '@outreach/shared-contracts/core';
import { NAMESPACE, useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { useReportExports } from './api';
import { ExportState } from './ExportState';
import { ReportsNav } from './ReportsNav';
import { keptReportPath } from './state';
import { useScopeWords } from './useScopeWords';
import { Muted, Stack } from './Reports.styles';

/** The CSV exports of the last days with their progress, read again while one is being written. */
export function ExportList() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  // The pager's words, with its landmark named after exports.
  const { t: tPages } = useTranslation(NAMESPACE, { keyPrefix: 'exports' });
  const format = useReportsFormat();
  const scopeWords = useScopeWords();
  const [pageIndex, setPageIndex] = useState(0);
  const page = useReportExports(pageIndex, '');
  const rows = page.data?.results ?? [];

  return (
    <PageFrame
      title={t('exports.title')}
      description={t('exports.description', { days: REPORT_EXPORT_KEEP_DAYS })}
      emptyTitle={t('exports.emptyTitle', { days: REPORT_EXPORT_KEEP_DAYS })}
      emptyBody={t('exports.emptyBody')}
    >
      <Stack>
        <ReportsNav />
        <Muted>{t('exports.healthData')}</Muted>
        <ListPanel>
          <PagedListContent
            page={page}
            failure={{ title: tCommon('errors.generic'), retry: t('list.retry') }}
            pagerT={tPages}
            formatNumber={format.number}
            onPageChange={setPageIndex}
            loadingLabel={t('exports.loading')}
            pageIndex={pageIndex}
            filtered={false}
            emptyPage={{
              title: t('exports.emptyPageTitle'),
              action: { label: t('list.firstPage'), onClick: () => setPageIndex(0) },
            }}
            noResults={{ title: t('exports.emptyTitle', { days: REPORT_EXPORT_KEEP_DAYS }) }}
            empty={{
              title: t('exports.emptyTitle', { days: REPORT_EXPORT_KEEP_DAYS }),
              body: t('exports.emptyBody'),
            }}
          >
            <DataTable
              caption={t('exports.caption', { days: REPORT_EXPORT_KEEP_DAYS })}
              busy={page.isValidating && !page.data}
              columns={[
                { label: t('exports.columns.campaign') },
                { label: t('exports.columns.kind') },
                { label: t('exports.columns.scope') },
                { label: t('exports.columns.created') },
                { label: t('exports.columns.state') },
                { label: t('exports.columns.expires') },
              ]}
            >
              {rows.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <TextLink to={keptReportPath(item)}>{item.campaign_name}</TextLink>
                  </th>
                  <td>{t(`exports.kinds.${item.kind}`)}</td>
                  <td>{scopeWords(item)}</td>
                  <td>
                    {item.created_by}
                    <br />
                    <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
                  </td>
                  <td>
                    <ExportState item={item} />
                  </td>
                  <NoWrapCell>{t('exports.expires', { day: format.dateTime(item.expires_at) })}</NoWrapCell>
                </tr>
              ))}
            </DataTable>
          </PagedListContent>
        </ListPanel>
      </Stack>
    </PageFrame>
  );
}
