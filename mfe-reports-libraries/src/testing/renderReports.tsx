// Test-only: the reports area inside the providers the host hands down, over the mocked API.
import { render, screen, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAppStore, createSwrConfig, englishCommon, theme } from '@outreach/shared-ui';
import { mockApi, startHostI18n, type ApiReplies, type RecordedRequest } from '@outreach/shared-ui/testing';
import {
  funnelSteps,
  type AnswerReport,
  type CampaignMetrics,
  type CampaignOverview,
  type CampaignReportRow,
  type Funnel,
  type FunnelReport,
  type FunnelStep,
  type PatientToActOn,
  type QuestionReport,
} from '@outreach/shared-contracts/core';
import { registerAreaTranslations } from '../i18n/areaTranslations';
import { ReportsPage } from '../features/reports/ReportsPage';
import type { ReportExport, SavedReport } from '../features/reports/api';

export const AS_OF = '2026-03-04T10:30:00Z';

/**
 * A funnel from the patients at each step, in order; steps left out do not apply. Each step happened
 * as many times as `events` says, else once per patient.
 */
export function makeFunnel(
  counts: Partial<Record<FunnelStep, number>>,
  extra: Partial<Omit<Funnel, 'steps'>> = {},
  events: Partial<Record<FunnelStep, number>> = {},
): Funnel {
  return {
    steps: funnelSteps.map((step) => ({
      step,
      patients: counts[step] ?? 0,
      events: events[step] ?? counts[step] ?? 0,
      applicable: step in counts,
    })),
    understood: 0,
    automated_opens: 0,
    opt_outs: { unsubscribe: 0, stop_reply: 0 },
    ...extra,
  };
}

export const fluFunnel = makeFunnel(
  {
    sent: 1300,
    delivered: 1204,
    opened: 800,
    verified: 602,
    started: 500,
    watched: 400,
    answered: 300,
    acted: 60,
  },
  { understood: 240, automated_opens: 37 },
  // An e-mail and an SMS to one patient are two sends; a page opened again, a changed answer count again.
  {
    sent: 2100,
    delivered: 1950,
    opened: 1530,
    verified: 640,
    started: 910,
    watched: 455,
    answered: 420,
    acted: 75,
  },
);

export function campaignRow(id: number, extra: Partial<CampaignReportRow> = {}): CampaignReportRow {
  return {
    campaign_id: id,
    name: `Campaign ${String(id)}`,
    touchpoints: 1,
    sent: 0,
    verified: 0,
    last_sent_at: null,
    ...extra,
  };
}

export const fluRow = campaignRow(5, {
  name: 'Flu vaccination 2026',
  touchpoints: 2,
  sent: 1300,
  verified: 602,
  last_sent_at: '2026-03-02T09:00:00Z',
});

export const fluOverview: CampaignOverview = {
  campaign_id: 5,
  name: 'Flu vaccination 2026',
  as_of: AS_OF,
  time_zone: 'UTC',
  funnel: fluFunnel,
  touchpoints: [
    {
      id: 21,
      name: 'Reminder',
      position: 0,
      versions: [1, 2],
      funnel: fluFunnel,
      sends: [
        { id: 301, send_at: '2026-03-02T09:00:00Z', version: 2, sent: 700, verified: 320 },
        { id: 300, send_at: '2026-02-20T09:00:00Z', version: 1, sent: 600, verified: 282 },
      ],
    },
    { id: 22, name: 'Follow-up', position: 1, versions: [1], funnel: makeFunnel({ sent: 0 }), sends: [] },
  ],
};

export const fluMetrics: CampaignMetrics = {
  campaign_id: 5,
  as_of: AS_OF,
  time_zone: 'UTC',
  funnel: fluFunnel,
};

export function funnelReport(extra: Partial<FunnelReport> = {}): FunnelReport {
  return {
    as_of: AS_OF,
    time_zone: 'UTC',
    breakdown: null,
    total: fluFunnel,
    groups: [],
    delivery: { sent: 1300, delivered: 1204, bounced: 60, failed: 36, failures: [], skipped: [] },
    ...extra,
  };
}

export function patient(id: number, extra: Partial<PatientToActOn> = {}): PatientToActOn {
  return {
    patient_id: id,
    first_name: `Pat${String(id)}`,
    last_name: 'Doe',
    mrn: `MRN-${String(id)}`,
    language: 'en',
    channel: 'email',
    touchpoint_id: 21,
    sent_at: '2026-03-02T09:00:00Z',
    ...extra,
  };
}

/** A question of a report with nobody having answered it; `extra` gives its figures. */
export function question(
  extra: Partial<QuestionReport> & Pick<QuestionReport, 'question' | 'kind'>,
): QuestionReport {
  return {
    touchpoint_id: 21,
    chapter: null,
    prompt: `Question ${extra.question}`,
    chapter_title: null,
    answered: 0,
    correct: null,
    options: [],
    ratings: [],
    medications: [],
    added_own: 0,
    ...extra,
  };
}

export function answerReport(questions: QuestionReport[] = []): AnswerReport {
  return { as_of: AS_OF, time_zone: 'UTC', questions };
}

export function savedReport(id: number, extra: Partial<SavedReport> = {}): SavedReport {
  return {
    id,
    name: `Report ${String(id)}`,
    campaign_id: 5,
    campaign_name: 'Flu vaccination 2026',
    touchpoint_id: null,
    send_id: null,
    from: null,
    to: null,
    breakdown: null,
    created_by: 'Dana Reyes',
    created_at: AS_OF,
    ...extra,
  };
}

/** An export of the flu campaign's figures, asked for at AS_OF and waiting for a worker. */
export function reportExport(id: number, extra: Partial<ReportExport> = {}): ReportExport {
  return {
    id,
    kind: 'aggregates',
    campaign_id: 5,
    campaign_name: 'Flu vaccination 2026',
    touchpoint_id: null,
    send_id: null,
    from: null,
    to: null,
    breakdown: null,
    state: 'queued',
    rows_written: 0,
    rows_total: null,
    bytes: null,
    filename: `flu-vaccination-2026-${String(id)}.csv`,
    created_by: 'Dana Reyes',
    created_at: AS_OF,
    finished_at: null,
    expires_at: '2026-03-11T10:30:00Z',
    ...extra,
  };
}

/** A page of a list as the API answers it. */
export function pageOf<T>(results: T[], extra: { page?: number; total?: number; has_next?: boolean } = {}) {
  return {
    results,
    page: extra.page ?? 1,
    page_size: 50,
    total: extra.total ?? results.length,
    has_next: extra.has_next ?? false,
  };
}

/** The answers of a tenant with the flu campaign sent; `extra` adds or replaces some. */
export function reportsApi(extra: ApiReplies = {}): RecordedRequest[] {
  return mockApi({
    listCampaignReports: {
      body: {
        results: [fluRow],
        page: 1,
        page_size: 50,
        total: 1,
        has_next: false,
        as_of: AS_OF,
        time_zone: 'UTC',
      },
    },
    getCampaignOverview: { body: fluOverview },
    getCampaignMetrics: { body: fluMetrics },
    getFunnelReport: { body: funnelReport() },
    listPatientsToActOn: { body: { results: [], next_page_token: null } },
    getAnswerReport: { body: answerReport() },
    listSavedReports: { body: pageOf<SavedReport>([]) },
    listReportExports: { body: pageOf<ReportExport>([]) },
    ...extra,
  });
}

/** Shows where the app went, so a test can read it. */
function WhereNow() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

/** Renders the reports area at `path` in the host's providers, in the given language. */
export async function renderReports(path = '/reports', language = 'en'): Promise<RenderResult> {
  // The host bundles English common strings (dialogs, buttons, errors) with its first load; so does this.
  await startHostI18n(
    language,
    (instance) => instance.addResourceBundle('en', 'common', englishCommon, true, true),
    registerAreaTranslations,
  );
  const result = render(
    <JotaiProvider store={createAppStore()}>
      <SWRConfig value={{ ...createSwrConfig(), dedupingInterval: 0 }}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/reports/*" element={<ReportsPage />} />
              <Route path="/contacts" element={null} />
            </Routes>
            <WhereNow />
          </MemoryRouter>
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  return result;
}

/** Renders a campaign's report and waits for its funnel's table. */
export async function renderReport(language = 'en'): Promise<RenderResult> {
  const result = await renderReports('/reports/5', language);
  if (language === 'en') await screen.findByRole('table', { name: 'The funnel in figures' });
  else await screen.findAllByRole('table');
  return result;
}
