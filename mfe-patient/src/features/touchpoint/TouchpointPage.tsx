import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type {
  InteractionLink,
  InteractionMedia,
  InteractionProgress,
  InteractionSummary,
  InteractionThumbnails,
  LanguageCode,
  SavedAnswer,
} from '@outreach/shared-contracts/core';
import { PrimaryButton } from '../../app/buttons.styles';
import { PatientApiError } from '../../api/patientApi';
import { usePatientCall } from '../../api/patientCallContext';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useMetrics } from '../metrics/useMetrics';
import { Body, Card, Title } from '../link/LinkUnavailablePage.styles';
import { ActionButtons } from './ActionButtons';
import { ChaptersSection } from './ChaptersSection';
import { MessageForm } from './MessageForm';
import { finishedChapters, hasSurvey, nextStep, whatIsLeft } from './patientPlace';
import { usePageTranslation } from './pageTranslations';
import { Disclaimer, RichText, Thumbnail } from './TouchpointPage.styles';
import { usePatientPlace } from './usePatientPlace';
import { useStepFocus } from './useStepFocus';

// Each later screen is a chunk of its own, fetched when the patient gets there.
const ChapterView = lazy(() => import(/* webpackChunkName: "patient-chapter" */ '../chapters/ChapterView'));
const SurveySection = lazy(() => import(/* webpackChunkName: "patient-survey" */ '../survey/SurveySection'));

export interface TouchpointPageProps {
  token: string;
  link: InteractionLink;
  /** The session ended (idle too long): the page asks for the date of birth again. */
  onSessionEnded: () => void;
  /** The spec's metric send failure callback; the page tries the send again later. */
  onMetricError?: (error: unknown) => void;
  /** The studio's preview: nothing is counted, the address and history stay the studio's. */
  preview?: boolean;
  /** The tenant's name, once the page has it, for the header. */
  onTenantName?: (name: string) => void;
}

const ignoreMetricError = () => undefined;
/** A chapter whose video has no captions (or whose media has not arrived). */
const NO_CAPTIONS: InteractionMedia['videos'][number]['captions'] = [];

/**
 * The touchpoint a verified patient opens: its landing page, chapters, survey and buttons in the
 * patient's language, which follows the language switcher. The chapters lead on to the survey and
 * then to what the patient can do; a reload comes back to the step the patient was on (kept for the
 * tab), a later visit to the chapter the server saw them on. The phone's back button goes back a step.
 */
export default function TouchpointPage({
  token,
  link,
  onSessionEnded,
  onMetricError = ignoreMetricError,
  preview = false,
  onTenantName,
}: TouchpointPageProps) {
  const { t, i18n } = usePageTranslation();
  const { t: common } = useAreaTranslation();
  const patientCall = usePatientCall();
  const [summary, setSummary] = useState<InteractionSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const [media, setMedia] = useState<InteractionMedia | null>(null);
  const [files, setFiles] = useState<InteractionThumbnails | null>(null);
  const { view, finishedHere, lastChapter, start, show, onChapterFinished } = usePatientPlace(token, preview);
  const headingId = useId();
  const {
    overview: overviewHeading,
    survey: surveyHeading,
    actions: actionsHeading,
  } = useStepFocus(view?.step, preview);
  const language = i18n.language as LanguageCode;

  const refused = useCallback(
    (error: unknown) => {
      if (error instanceof PatientApiError && error.code === 'VERIFICATION_REQUIRED') onSessionEnded();
    },
    [onSessionEnded],
  );

  useEffect(() => {
    let live = true;
    patientCall('getInteractionSummary', { id: token }, { language }).then(
      (answer) => {
        if (!live) return;
        setSummary(answer);
        setFailed(false);
        onTenantName?.(answer.tenant_name);
        start(answer);
      },
      (error: unknown) => {
        if (!live) return;
        refused(error);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [token, language, refused, patientCall, start, onTenantName]);

  // Signed addresses of the videos and files, once per page (they last two hours).
  const [mediaAttempt, setMediaAttempt] = useState(0);
  const hasVideos = summary?.page.chapters.some((chapter) => chapter.video !== null) ?? false;
  useEffect(() => {
    if (!hasVideos) return undefined;
    let live = true;
    patientCall('getInteractionMedia', { id: token }).then((answer) => live && setMedia(answer), refused);
    return () => {
      live = false;
    };
  }, [token, hasVideos, mediaAttempt, refused, patientCall]);
  const loaded = summary !== null;
  useEffect(() => {
    if (!loaded) return undefined;
    let live = true;
    patientCall('getInteractionThumbnails', { id: token }).then(
      (answer) => live && setFiles(answer),
      refused,
    );
    return () => {
      live = false;
    };
  }, [token, loaded, refused, patientCall]);
  const lastMediaRetry = useRef(0);
  const onVideoFailed = useCallback(() => {
    // An expired address is signed again, at most twice a minute.
    if (Date.now() - lastMediaRetry.current < 30_000) return;
    lastMediaRetry.current = Date.now();
    setMediaAttempt((count) => count + 1);
  }, []);

  const configData = useMemo(
    () => ({ language, width: window.innerWidth, height: window.innerHeight }),
    [language],
  );
  const tracker = useMetrics({
    token,
    initial: summary ? summary.metrics : null,
    chapter: view?.step.kind === 'chapter' ? view.step.key : null,
    configData,
    onError: onMetricError,
    enabled: !preview,
  });

  const trackerRef = useRef(tracker);
  useEffect(() => {
    trackerRef.current = tracker;
  }, [tracker]);
  const onSaved = useCallback((answer: SavedAnswer, progress: InteractionProgress) => {
    if (progress.survey_completed) trackerRef.current?.surveyCompleted();
    setSummary((current) =>
      current
        ? {
            ...current,
            progress,
            answers: [
              ...current.answers.filter(
                (item) => !(item.chapter === answer.chapter && item.question === answer.question),
              ),
              answer,
            ],
          }
        : current,
    );
  }, []);

  if (failed && !summary) return <Body role="alert">{common('loadFailed')}</Body>;
  if (!summary || !view) return <Body role="status">{common('loading')}</Body>;
  const { page } = summary;
  const videoOf = (key: string) => media?.videos.find((video) => video.chapter === key);
  const thumbnailOf = (key: string) =>
    files?.chapters.find((item) => item.chapter === key)?.thumbnail_url ?? null;

  if (view.step.kind === 'chapter') {
    const key = view.step.key;
    const index = page.chapters.findIndex((chapter) => chapter.key === key);
    const chapter = page.chapters[index];
    if (chapter) {
      const next = nextStep(summary, chapter.key);
      const video = videoOf(chapter.key);
      return (
        <Suspense fallback={<Body role="status">{common('loading')}</Body>}>
          <ChapterView
            key={chapter.key}
            token={token}
            chapter={{ ...chapter, thumbnail_url: thumbnailOf(chapter.key) }}
            number={index + 1}
            total={page.chapters.length}
            videoUrl={video?.url ?? null}
            captions={video?.captions ?? NO_CAPTIONS}
            autoPlay={view.autoPlay}
            answers={summary.answers}
            tracker={tracker}
            onSaved={onSaved}
            onSessionEnded={onSessionEnded}
            next={next.kind}
            onNext={() => show(next, next.kind === 'chapter')}
            onFinished={() => onChapterFinished(chapter.key)}
            onBack={() => show({ kind: 'overview' })}
            onVideoFailed={onVideoFailed}
          />
        </Suspense>
      );
    }
  }

  const finished = finishedChapters(summary, finishedHere);
  const documents = files ? new Map(files.documents.map((item) => [item.button, item.url])) : null;
  return (
    <Card aria-labelledby={headingId} lang={page.language} dir={page.right_to_left ? 'rtl' : 'ltr'}>
      {files?.logo_url && <img src={files.logo_url} alt="" height={48} />}
      <Title id={headingId} ref={overviewHeading} tabIndex={-1}>
        {page.landing_page.title}
      </Title>
      {files?.thumbnail_url && <Thumbnail src={files.thumbnail_url} alt="" />}
      <RichText dangerouslySetInnerHTML={{ __html: page.landing_page.body_html }} />
      {page.chapters.length > 0 && (
        <ChaptersSection
          chapters={page.chapters}
          finished={finished}
          lastChapter={lastChapter}
          left={whatIsLeft(summary, finished, lastChapter)}
          thumbnailOf={thumbnailOf}
          onOpen={(next) => show(next)}
        />
      )}
      {page.survey && hasSurvey(page) && (
        <Suspense fallback={<Body role="status">{t('surveyLoading')}</Body>}>
          <SurveySection
            headingRef={surveyHeading}
            token={token}
            survey={page.survey}
            answers={summary.answers}
            progress={summary.progress}
            onSaved={onSaved}
            onInteraction={() => tracker?.surveyInteraction()}
            onSessionEnded={onSessionEnded}
          />
          <PrimaryButton type="button" onClick={() => show({ kind: 'actions' })}>
            {t('seeWhatNext')}
          </PrimaryButton>
        </Suspense>
      )}
      <ActionButtons
        headingRef={page.buttons.length > 0 ? actionsHeading : undefined}
        buttons={page.buttons}
        documents={documents}
        contactPhone={summary.contact_phone ?? link.contact_phone}
        onPress={() => tracker?.actionPressed()}
      />
      <MessageForm
        token={token}
        onSessionEnded={onSessionEnded}
        disabled={preview}
        headingRef={page.buttons.length > 0 ? undefined : actionsHeading}
      />
      {page.landing_page.show_disclaimer && summary.branding.disclaimer_text && (
        <Disclaimer>{summary.branding.disclaimer_text}</Disclaimer>
      )}
      {page.landing_page.show_ai_video_disclaimer && summary.branding.ai_video_disclaimer && (
        <Disclaimer>{summary.branding.ai_video_disclaimer}</Disclaimer>
      )}
    </Card>
  );
}
