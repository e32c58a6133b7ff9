import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState, PageFrame, SelectField, StateMessage, TextField, TextLink } from '@outreach/shared-ui';
import { reportBreakdowns, reportRangeProblem, type CampaignOverview } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { useCampaignMetrics, useCampaignOverview, useFunnelReport, type ReportScope } from './api';
import { BreakdownTable } from './BreakdownTable';
import { DeliverySection } from './DeliverySection';
import { idOf, isReportBreakdown } from './choices';
import { FunnelSection } from './FunnelSection';
import { PatientsToActOn } from './PatientsToActOn';
import { QuestionSections } from './QuestionSections';
import { ReportActions } from './ReportActions';
import { searchOfSettings, settingsFromSearch, type ReportSettings } from './reportSettings';
import { useScopeWords } from './useScopeWords';
import { Muted, Pickers, Stack, TopBar } from './Reports.styles';

/** A campaign's report, at /reports/<campaign id>. */
export function CampaignReport() {
  const { t } = useAreaTranslation();
  const campaignId = idOf(useParams().campaignId);
  if (campaignId === null) {
    return (
      <PageFrame
        title={t('report.title')}
        description={t('reports.description')}
        emptyTitle={t('report.notFound')}
        emptyBody={t('report.notFoundBody')}
      />
    );
  }
  return <CampaignReportOf key={campaignId} campaignId={campaignId} />;
}

function CampaignReportOf({ campaignId }: { campaignId: number }) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useReportsFormat();
  const overview = useCampaignOverview(campaignId);
  const metrics = useCampaignMetrics(campaignId);

  const failed = overview.error !== undefined || metrics.error !== undefined;
  const asOf = metrics.data?.as_of ?? overview.data?.as_of;

  let body;
  if (failed) {
    body = (
      <StateMessage
        alert
        title={tCommon('errors.generic')}
        action={{
          label: t('list.retry'),
          onClick: () => {
            void overview.mutate();
            void metrics.mutate();
          },
        }}
      />
    );
  } else if (!overview.data || metrics.data === undefined) {
    body = <LoadingState label={t('report.loading')} />;
  } else if (metrics.data === null) {
    body = <StateMessage title={t('report.noDataTitle')} body={t('report.noDataBody')} />;
  } else {
    body = <ReportBody overview={overview.data} />;
  }

  return (
    <PageFrame
      title={overview.data?.name ?? t('report.title')}
      description={t('report.description')}
      emptyTitle={t('report.noDataTitle')}
      emptyBody={t('report.noDataBody')}
    >
      <Stack>
        <TopBar>
          <TextLink to="/reports">{t('report.back')}</TextLink>
          {asOf && <Muted>{t('report.asOf', { time: format.dateTime(asOf) })}</Muted>}
        </TopBar>
        {body}
      </Stack>
    </PageFrame>
  );
}

function ReportBody({ overview }: { overview: CampaignOverview }) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useReportsFormat();
  const scopeWords = useScopeWords();
  const [search, setSearch] = useSearchParams();
  const settings = settingsFromSearch(search, overview);
  const { from, to, breakdown, count } = settings;
  const change = (next: Partial<ReportSettings>) =>
    setSearch(new URLSearchParams(searchOfSettings({ ...settings, ...next })), { replace: true });

  const chosenTouchpoint = overview.touchpoints.find((item) => item.id === settings.touchpointId);
  const chosenSend = chosenTouchpoint?.sends.find((item) => item.id === settings.sendId);
  const problem = reportRangeProblem(from || undefined, to || undefined);
  const rangeError =
    problem === 'ends_before_start'
      ? t('range.endsBeforeStart')
      : problem === 'too_long'
        ? t('range.tooLong')
        : null;
  const scope: ReportScope | null = problem
    ? null
    : {
        campaignId: overview.campaign_id,
        ...(chosenTouchpoint ? { touchpointId: chosenTouchpoint.id } : {}),
        ...(chosenSend ? { sendId: chosenSend.id } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
      };
  const funnel = useFunnelReport(scope, breakdown);
  const scopeInWords = scopeWords(
    { touchpoint_id: settings.touchpointId, send_id: settings.sendId, from, to, breakdown },
    {
      ...(chosenTouchpoint ? { touchpoint: chosenTouchpoint.name } : {}),
      ...(chosenSend ? { sendTime: format.dateTime(chosenSend.send_at) } : {}),
    },
  );

  return (
    <>
      <Pickers aria-label={t('report.pickers')} onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('report.touchpoint')}
          value={chosenTouchpoint ? String(chosenTouchpoint.id) : ''}
          emptyChoice={t('report.wholeCampaign')}
          choices={overview.touchpoints.map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={(value) => change({ touchpointId: idOf(value), sendId: null })}
        />
        <SelectField
          label={t('report.send')}
          value={chosenSend ? String(chosenSend.id) : ''}
          emptyChoice={t('report.allSends')}
          disabled={!chosenTouchpoint}
          choices={(chosenTouchpoint?.sends ?? []).map((item) => ({
            value: String(item.id),
            label: t('report.sendChoice', {
              time: format.dateTime(item.send_at),
              version: String(item.version),
            }),
          }))}
          onChange={(value) => change({ sendId: idOf(value) })}
        />
        <TextField
          type="date"
          label={t('range.from')}
          value={from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('range.to')}
          value={to}
          error={rangeError}
          onChange={(event) => change({ to: event.target.value })}
        />
        <SelectField
          label={t('breakdown.label')}
          value={breakdown ?? ''}
          emptyChoice={t('breakdown.none')}
          choices={reportBreakdowns.map((value) => ({ value, label: t(`breakdown.by.${value}`) }))}
          onChange={(value) => change({ breakdown: isReportBreakdown(value) ? value : null })}
        />
      </Pickers>
      <ReportActions
        scope={scope}
        breakdown={breakdown}
        defaultName={t('save.defaultName', { campaign: overview.name, scope: scopeInWords })}
      />
      {funnel.error !== undefined ? (
        <StateMessage
          alert
          title={tCommon('errors.generic')}
          action={{ label: t('list.retry'), onClick: () => void funnel.mutate() }}
        />
      ) : funnel.data ? (
        <>
          <FunnelSection
            funnel={funnel.data.total}
            count={count}
            onCount={(next) => change({ count: next })}
          />
          {breakdown && funnel.data.breakdown === breakdown && (
            <BreakdownTable report={funnel.data} breakdown={breakdown} count={count} />
          )}
          <DeliverySection delivery={funnel.data.delivery} optOuts={funnel.data.total.opt_outs} />
        </>
      ) : (
        scope && <LoadingState label={t('report.loading')} />
      )}
      <QuestionSections scope={scope} />
      <PatientsToActOn scope={scope} />
    </>
  );
}
