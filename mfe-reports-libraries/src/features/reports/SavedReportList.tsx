import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, FormError, PageFrame, TextLink, errorMessage } from '@outreach/shared-ui';
import { DataTable, ListPanel, NoWrapCell, PagedListContent, SearchBox } from '@outreach/shared-ui/lists';
import { NAMESPACE, useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { deleteSavedReport, useRevalidateReportLists, useSavedReports, type SavedReport } from './api';
import { ReportsNav } from './ReportsNav';
import { keptReportPath } from './state';
import { useScopeWords } from './useScopeWords';
import { Stack, SuccessNote } from './Reports.styles';

/** The tenant's saved reports, searchable and paged; each opens its report, and can be deleted. */
export function SavedReportList() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  // The pager's words, with its landmark named after saved reports.
  const { t: tPages } = useTranslation(NAMESPACE, { keyPrefix: 'saved' });
  const format = useReportsFormat();
  const scopeWords = useScopeWords();
  const revalidate = useRevalidateReportLists();
  const [pageIndex, setPageIndex] = useState(0);
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const page = useSavedReports(pageIndex, search);
  const rows = page.data?.results ?? [];

  const confirmDelete = (report: SavedReport) => {
    setDeleting(null);
    setDeleted(null);
    setError(null);
    deleteSavedReport(report.id).then(
      () => {
        setDeleted(report.name);
        void revalidate();
      },
      (failure: unknown) => setError(errorMessage(failure, tCommon)),
    );
  };

  return (
    <PageFrame
      title={t('saved.title')}
      description={t('saved.description')}
      emptyTitle={t('saved.emptyTitle')}
      emptyBody={t('saved.emptyBody')}
    >
      <Stack>
        <ReportsNav />
        {deleted && <SuccessNote role="status">{t('saved.deleted', { name: deleted })}</SuccessNote>}
        {error && <FormError role="alert">{error}</FormError>}
        <ListPanel>
          <SearchBox
            label={t('saved.search')}
            search={search}
            onSearch={(next) => {
              setSearch(next);
              setPageIndex(0);
            }}
          />
          <PagedListContent
            page={page}
            failure={{ title: tCommon('errors.generic'), retry: t('list.retry') }}
            pagerT={tPages}
            formatNumber={format.number}
            onPageChange={setPageIndex}
            loadingLabel={t('saved.loading')}
            pageIndex={pageIndex}
            filtered={search.trim() !== ''}
            emptyPage={{
              title: t('saved.emptyPageTitle'),
              action: { label: t('list.firstPage'), onClick: () => setPageIndex(0) },
            }}
            noResults={{
              title: t('saved.noResultsTitle'),
              action: { label: t('list.clearSearch'), onClick: () => setSearch('') },
            }}
            empty={{ title: t('saved.emptyTitle'), body: t('saved.emptyBody') }}
          >
            <DataTable
              caption={t('saved.caption')}
              busy={page.isValidating}
              columns={[
                { label: t('saved.columns.name') },
                { label: t('saved.columns.campaign') },
                { label: t('saved.columns.scope') },
                { label: t('saved.columns.breakdown') },
                { label: t('saved.columns.created') },
                { label: t('saved.columns.actions') },
              ]}
            >
              {rows.map((report) => (
                <tr key={report.id}>
                  <th scope="row">
                    <TextLink to={keptReportPath(report)}>{report.name}</TextLink>
                  </th>
                  <td>{report.campaign_name}</td>
                  <td>{scopeWords({ ...report, breakdown: null })}</td>
                  <td>{report.breakdown ? t(`breakdown.by.${report.breakdown}`) : t('breakdown.none')}</td>
                  <td>
                    {report.created_by}
                    <br />
                    <time dateTime={report.created_at}>{format.dateTime(report.created_at)}</time>
                  </td>
                  <NoWrapCell>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('saved.deleteNamed', { name: report.name })}
                      onClick={() => setDeleting(report)}
                    >
                      {t('saved.delete')}
                    </Button>
                  </NoWrapCell>
                </tr>
              ))}
            </DataTable>
          </PagedListContent>
        </ListPanel>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title={t('saved.confirmTitle')}
        message={deleting ? t('saved.confirmBody', { name: deleting.name }) : undefined}
        confirmLabel={t('saved.delete')}
        cancelLabel={t('save.cancel')}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
