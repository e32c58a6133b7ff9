import useSWR, { type SWRResponse } from 'swr';
import { callRoute } from '@outreach/shared-ui';
import { STUDIO_PAGE_SIZE_MAX } from '@outreach/shared-contracts/core';
import type {
  LanguageCode,
  PatientSummary,
  RouteBody,
  RouteResponse,
  Routes,
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

/** How many patients the test link's search shows: enough to pick from, few enough to read. */
const PATIENT_CHOICES = 10;

/** Patients whose name or MRN starts with the search; nothing is asked for an empty search. */
export function usePatientSearch(search: string): SWRResponse<PatientSummary[]> {
  return useSWR(search ? (['test-link/patients', search] as const) : null, async ([, text]) => {
    const page = await callRoute('filterPatients', {
      query: { query_string: text, get_page: 1, page_size: PATIENT_CHOICES, verbose: false },
    });
    return page.results;
  });
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
