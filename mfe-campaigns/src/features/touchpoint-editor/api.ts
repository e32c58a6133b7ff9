import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { callRoute, routeKey } from '@outreach/shared-ui';
import { STUDIO_PAGE_SIZE_MAX } from '@outreach/shared-contracts/core';
import type {
  Cohort,
  LanguageCode,
  PatientSummary,
  RouteBody,
  RouteResponse,
  Routes,
  Send,
  SendPreview,
  SendState,
  TestLink,
  Touchpoint,
  TouchpointHistory,
  TouchpointPreview,
  Video,
} from '@outreach/shared-contracts/core';

export type TouchpointUpdate = RouteBody<Routes['updateTouchpoint']>;
export type ReviewBody = RouteBody<Routes['reviewTouchpoint']>;
export type ReviewerList = RouteResponse<Routes['listReviewers']>;
export type SmsVariableList = RouteResponse<Routes['smsVariables']>;
export type AuthenticationList = RouteResponse<Routes['availableAuthentications']>;

export type SendRequestBody = RouteBody<Routes['createTouchpointSend']>;
export type SendAudience = Pick<SendRequestBody, 'cohort_ids' | 'patient_ids'>;
/** Who a send would go to, and when (null: now). */
export type SendPlan = SendAudience & Pick<SendRequestBody, 'send_at'>;
export type SendList = RouteResponse<Routes['listTouchpointSends']>;

export const touchpointKey = (id: number) => ['touchpoint', id] as const;

/** A touchpoint with its draft content, approval and check list. */
export function useTouchpoint(id: number): SWRResponse<Touchpoint> {
  // The editor holds its own copy once loaded; a refetch on focus would only be thrown away.
  return useSWR(touchpointKey(id), ([, touchpointId]) => fetchTouchpoint(touchpointId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

export function fetchTouchpoint(id: number): Promise<Touchpoint> {
  return callRoute('getTouchpoint', { params: { id } });
}

export function saveTouchpoint(id: number, body: TouchpointUpdate): Promise<Touchpoint> {
  return callRoute('updateTouchpoint', { params: { id }, body });
}

export function reviewTouchpoint(id: number, body: ReviewBody): Promise<Touchpoint> {
  return callRoute('reviewTouchpoint', { params: { id }, body });
}

/** Publishes the first version, or makes the next one live once one is published. */
export function publishTouchpoint(touchpoint: Touchpoint): Promise<Touchpoint> {
  const options = { params: { id: touchpoint.id }, body: { revision: touchpoint.revision } };
  return touchpoint.published_version === null
    ? callRoute('publishTouchpoint', options)
    : callRoute('republishTouchpoint', options);
}

export function useReviewers(touchpointId: number): SWRResponse<ReviewerList> {
  return useSWR(['touchpoint/reviewers', touchpointId] as const, ([, id]) =>
    callRoute('listReviewers', { query: { touchpoint_id: id } }),
  );
}

export function addReviewer(touchpointId: number, userId: number) {
  return callRoute('addReviewer', { body: { touchpoint_id: touchpointId, user_id: userId } });
}

export function removeReviewer(reviewerId: number) {
  return callRoute('removeReviewer', { params: { id: reviewerId } });
}

export function useHistory(touchpointId: number, revision: number): SWRResponse<TouchpointHistory> {
  return useSWR(['touchpoint/summary', touchpointId, revision] as const, ([, id]) =>
    callRoute('touchpointSummary', { params: { id } }),
  );
}

export function usePreview(
  touchpointId: number,
  revision: number,
  language: LanguageCode,
): SWRResponse<TouchpointPreview> {
  return useSWR(['touchpoint/preview', touchpointId, revision, language] as const, ([, id, , lang]) =>
    callRoute('previewTouchpoint', { params: { id }, query: { language: lang, source: 'draft' } }),
  );
}

export function useVideos(): SWRResponse<Video[]> {
  return useSWR(['videos'] as const, async () => (await callRoute('listVideos')).results);
}

/** Sets a library video's captions in one language from a WebVTT file's text, replacing any it had. */
export function putVideoCaptions(videoId: number, language: LanguageCode, vtt: string): Promise<Video> {
  return callRoute('putVideoCaptions', { params: { id: videoId, language }, body: { vtt } });
}

export function deleteVideoCaptions(videoId: number, language: LanguageCode): Promise<Video> {
  return callRoute('deleteVideoCaptions', { params: { id: videoId, language } });
}

export function useSmsVariables(): SWRResponse<SmsVariableList> {
  return useSWR(['touchpoint/sms-variables'] as const, () => callRoute('smsVariables'));
}

export function useAuthentications(): SWRResponse<AuthenticationList> {
  return useSWR(['touchpoint/authentications'] as const, () => callRoute('availableAuthentications'));
}

/** The tenant's templates of each kind, newest names first as the library lists them (archived ones left out). */
export async function loadLandingPageTemplates() {
  return (await callRoute('listLandingPageTemplates', { query: { archived: false } })).results;
}

export async function loadEmailTemplates() {
  return (
    await callRoute('listEmailTemplates', { query: { archived: false, page_size: STUDIO_PAGE_SIZE_MAX } })
  ).results;
}

export async function loadSmsTemplates() {
  return (await callRoute('listSmsTemplates', { query: { archived: false } })).results;
}

export async function loadSurveyTemplates() {
  return (await callRoute('listSurveyTemplates', { query: { archived: false } })).results;
}

/** How many patients a patient search shows: enough to pick from, few enough to read. */
export const PATIENT_CHOICES = 10;

/** The patients a search found, and whether more match than are shown. */
export interface PatientsFound {
  patients: PatientSummary[];
  more: boolean;
}

/** Patients whose name or MRN starts with the search; nothing is asked for an empty search. */
export function usePatientSearch(search: string): SWRResponse<PatientsFound> {
  const query = { query_string: search, get_page: 1, page_size: PATIENT_CHOICES, verbose: false };
  return useSWR(
    search ? routeKey('filterPatients', query) : null,
    async () => {
      const page = await callRoute('filterPatients', { query });
      return { patients: page.results, more: page.has_next };
    },
    // A patient added or changed in Contacts since the search was cached is found without a reload.
    { revalidateOnMount: true },
  );
}

/** A test link of the published touchpoint for a patient, e-mailed to the caller too when asked. */
export function createTestLink(
  touchpointId: number,
  patientId: number,
  emailToMe: boolean,
): Promise<TestLink> {
  return callRoute('createTouchpointTestLink', {
    params: { id: touchpointId },
    body: { patient_id: patientId, email_to_me: emailToMe },
  });
}

/**
 * The tenant's cohorts by title, with how many patients each holds. Read again each time the send
 * form opens: Contacts may have made, renamed or filled a cohort since the list was cached.
 */
export function useCohorts(): SWRResponse<Cohort[]> {
  return useSWR(routeKey('listCohorts'), async () => (await callRoute('listCohorts')).results, {
    revalidateOnMount: true,
  });
}

/** What sending the published touchpoint to an audience, now or at a time, would do; nothing is sent. */
export function previewSend(touchpointId: number, plan: SendPlan): Promise<SendPreview> {
  return callRoute('previewTouchpointSend', { params: { id: touchpointId }, body: plan });
}

export function createSend(touchpointId: number, body: SendRequestBody): Promise<Send> {
  return callRoute('createTouchpointSend', { params: { id: touchpointId }, body });
}

/** The SWR key of a touchpoint's sends. */
const sendsKey = (touchpointId: number) => ['touchpoint/sends', touchpointId] as const;

/** The SWR key of the sends of every touchpoint of a campaign. */
const campaignSendsKey = (campaignId: number) => ['campaign/sends', campaignId] as const;

type SendsKey = ReturnType<typeof sendsKey> | ReturnType<typeof campaignSendsKey>;

function isSendsKey(key: unknown): key is SendsKey {
  return Array.isArray(key) && (key[0] === 'touchpoint/sends' || key[0] === 'campaign/sends');
}

function fetchSends([list, id]: SendsKey): Promise<SendList> {
  return list === 'campaign/sends'
    ? callRoute('listCampaignSends', { params: { id } })
    : callRoute('listTouchpointSends', { params: { id } });
}

/** How often the sends are read again while one of them is on its way, or about to start. */
export const SENDS_POLL_MS = 2000;

/**
 * How often the sends are read again while none is on its way but one may still change: paused (its
 * messages already handed over are still reported on), scheduled for later, or ended less than
 * {@link SENDS_SETTLING_MS} ago (providers report deliveries, opens and bounces minutes after a send
 * is done).
 */
export const SENDS_SETTLING_POLL_MS = 30_000;

/** For how long after the last send ended (its `finished_at`) the sends are still read again. */
export const SENDS_SETTLING_MS = 15 * 60_000;

const running: ReadonlySet<SendState> = new Set(['preparing', 'sending']);
const ended: ReadonlySet<SendState> = new Set(['done', 'cancelled']);

/** When the list's last ended send ended, in epoch milliseconds; null when none has. */
function lastEndedAt(list: SendList): number | null {
  const times = list.results
    .flatMap((send) => (ended.has(send.state) && send.finished_at ? [Date.parse(send.finished_at)] : []))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? Math.max(...times) : null;
}

/**
 * How long to wait before reading the sends again, 0 for not again:
 * - {@link SENDS_POLL_MS} while one is being prepared or sent, or is scheduled to start within the
 *   slower interval (or should have started already);
 * - {@link SENDS_SETTLING_POLL_MS} while one is paused or scheduled for later, and until
 *   {@link SENDS_SETTLING_MS} after the last one ended;
 * - then 0. The times are the server's (`send_at`, `finished_at`), so reopening the page restarts nothing.
 */
export function sendsRefreshInterval(list: SendList | undefined, now: number = Date.now()): number {
  if (!list) return 0;
  const startsSoon = (send: SendList['results'][number]) =>
    send.state === 'scheduled' && Date.parse(send.send_at) - now <= SENDS_SETTLING_POLL_MS;
  if (list.results.some((send) => running.has(send.state) || startsSoon(send))) return SENDS_POLL_MS;
  if (list.results.some((send) => send.state === 'paused' || send.state === 'scheduled'))
    return SENDS_SETTLING_POLL_MS;
  const endedAt = lastEndedAt(list);
  return endedAt !== null && now - endedAt < SENDS_SETTLING_MS ? SENDS_SETTLING_POLL_MS : 0;
}

/**
 * A list of sends, newest first; nothing is asked for while `key` is null. Read again as
 * {@link sendsRefreshInterval} says, and never while the page is hidden (SWR's `refreshWhenHidden`
 * is left false); SWR reads it again when the page is shown.
 */
function useSendList(key: SendsKey | null): SWRResponse<SendList> {
  return useSWR(key, fetchSends, {
    // Counts move on the server: a cached list is shown at once but read again on every visit.
    revalidateOnMount: true,
    // Whether and how often to poll follows every answer, including those read after a send was
    // made or changed, and the clock: SWR asks again after each read.
    refreshInterval: (list?: SendList) => sendsRefreshInterval(list),
  });
}

/** The sends of a touchpoint, newest first; none is asked for before it is published. */
export function useSends(touchpointId: number, published: boolean): SWRResponse<SendList> {
  return useSendList(published ? sendsKey(touchpointId) : null);
}

/**
 * The sends of every touchpoint of a campaign, newest first; none is asked for while none of its
 * touchpoints is published, as none can have been sent.
 */
export function useCampaignSends(campaignId: number, published: boolean): SWRResponse<SendList> {
  return useSendList(published ? campaignSendsKey(campaignId) : null);
}

/** The list with the send as it now is: in its place when the list holds it, first when it is new. */
function withSend(list: SendList, send: Send): SendList {
  return list.results.some((one) => one.id === send.id)
    ? { results: list.results.map((one) => (one.id === send.id ? send : one)) }
    : { results: [send, ...list.results] };
}

/**
 * Shows a send as an action made or left it in each cached list it belongs in, its touchpoint's and
 * its campaign's, then reads those on screen again: the touchpoint's deliveries and the campaign's
 * never show different figures for long. A list not in the cache is left alone; it is read when shown.
 */
export function useShowSend(): (send: Send, campaignId: number) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (send: Send, campaignId: number) =>
      void mutate<SendList>(
        (key) =>
          isSendsKey(key) && key[1] === (key[0] === 'campaign/sends' ? campaignId : send.touchpoint_id),
        (list) => list && withSend(list, send),
        { revalidate: true },
      ),
    [mutate],
  );
}

export type SendAction = 'pauseSend' | 'resumeSend' | 'cancelSend' | 'retryFailedMessages';

/** Pauses, resumes or cancels a send, or queues its failed messages again; answers the send as it now is. */
export function changeSend(sendId: number, action: SendAction): Promise<Send> {
  return callRoute(action, { params: { id: sendId } });
}
