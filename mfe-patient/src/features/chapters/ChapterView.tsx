import { useEffect, useId, useRef, useState } from 'react';
import type { InteractionProgress, ResolvedTouchpoint, SavedAnswer } from '@outreach/shared-contracts/core';
import { PrimaryButton, SecondaryButton } from '../../app/buttons.styles';
import { bringIntoView } from '../../app/bringIntoView';
import type { MetricsTracker } from '../metrics/metricsTracker';
import { usePageTranslation } from '../touchpoint/pageTranslations';
import { ChapterQuestions } from './ChapterQuestions';
import { useCaptionTracks, type Captions } from './useCaptionTracks';
import {
  BackArrow,
  ChapterCard,
  Countdown,
  CountdownFigure,
  Eyebrow,
  Heading,
  LinkButton,
  Notice,
  Row,
  SubHeading,
  Video,
} from './ChapterView.styles';
import { RichText } from '../touchpoint/TouchpointPage.styles';

/** Seconds before the next chapter plays by itself once this one is done. */
export const NEXT_CHAPTER_SECONDS = 10;

type Chapter = ResolvedTouchpoint['chapters'][number];

/** What follows the chapter: the next one, or after the last, the survey or what the patient can do. */
export type AfterChapter = 'chapter' | 'survey' | 'actions';

const NEXT_LABEL = { chapter: 'nextChapter', survey: 'goToSurvey', actions: 'seeWhatNext' } as const;

export interface ChapterViewProps {
  token: string;
  chapter: Chapter;
  /** 1-based place of the chapter, and how many there are. */
  number: number;
  total: number;
  /** The signed address of the chapter's video, or null while it loads or when it has none. */
  videoUrl: string | null;
  /** The video's captions in each language it has them in (WebVTT). */
  captions: Captions;
  /** Play as soon as the view opens (the patient came from the previous chapter). */
  autoPlay: boolean;
  answers: readonly SavedAnswer[];
  tracker: MetricsTracker | null;
  onSaved: (answer: SavedAnswer, progress: InteractionProgress) => void;
  onSessionEnded: () => void;
  /** What the next-step button leads to. */
  next: AfterChapter;
  /** Moves on to the next step (the next chapter, the survey or the actions). */
  onNext: () => void;
  /** The chapter is done: its video played to the end, or it has none and was opened. */
  onFinished: () => void;
  onBack: () => void;
  /** The video's address stopped working (expired): the page signs it again. */
  onVideoFailed: () => void;
}

/**
 * One chapter: its video, its notes and its questions, then a button to what follows. When the video
 * of a chapter without questions is over, 'Next chapter will play in' counts down; after a question
 * the patient reads the feedback and moves on with 'Next chapter' themselves.
 */
export default function ChapterView({
  token,
  chapter,
  number,
  total,
  videoUrl,
  captions,
  autoPlay,
  answers,
  tracker,
  onSaved,
  onSessionEnded,
  next,
  onNext,
  onFinished,
  onBack,
  onVideoFailed,
}: ChapterViewProps) {
  const { t, i18n } = usePageTranslation();
  const headingId = useId();
  const tracks = useCaptionTracks(captions);
  const videoRef = useRef<HTMLVideoElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new chapter takes the reader's focus (and the screen) to its title.
  useEffect(() => bringIntoView(headingRef.current), []);
  const lastTime = useRef(0);
  const [ended, setEnded] = useState(chapter.video === null);
  const [videoFailed, setVideoFailed] = useState(false);
  // The count runs once the chapter is done, unless the patient chose to stay.
  const [stayed, setStayed] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  // The page's callbacks are new on each of its renders: the effects below call the latest.
  const callbacks = useRef({ onFinished, onNext });
  useEffect(() => {
    callbacks.current = { onFinished, onNext };
  });
  useEffect(() => {
    if (ended) callbacks.current.onFinished();
  }, [ended]);

  // No count after a question: the patient would be carried past the feedback before reading it.
  const counting =
    ended && !stayed && next === 'chapter' && chapter.video !== null && chapter.questions.length === 0;
  const countdown = counting ? Math.max(NEXT_CHAPTER_SECONDS - elapsed, 0) : null;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setElapsed((seconds) => seconds + 1), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  useEffect(() => {
    if (countdown === 0) callbacks.current.onNext();
  }, [countdown]);

  const restartCount = () => {
    setEnded(false);
    setStayed(false);
    setElapsed(0);
  };
  const rewatch = () => {
    restartCount();
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    void video.play().catch(() => undefined);
    video.focus();
  };

  return (
    <ChapterCard aria-labelledby={headingId}>
      <LinkButton type="button" onClick={onBack}>
        <BackArrow aria-hidden="true">←</BackArrow>
        {t('backToOverview')}
      </LinkButton>
      <Eyebrow>{t('chapterOf', { number, total })}</Eyebrow>
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {chapter.title}
      </Heading>
      {chapter.video === null ? (
        <Notice>{t('noVideo')}</Notice>
      ) : videoFailed ? (
        <Notice role="alert">{t('videoFailed')}</Notice>
      ) : (
        videoUrl && (
          <Video
            ref={videoRef}
            src={videoUrl}
            controls
            playsInline
            preload="metadata"
            autoPlay={autoPlay}
            poster={chapter.thumbnail_url ?? undefined}
            aria-label={t('videoLabel', { title: chapter.video.title || chapter.title })}
            onPlay={(event) => {
              restartCount();
              const started = event.currentTarget.currentTime < 0.5;
              lastTime.current = event.currentTarget.currentTime;
              if (started) tracker?.watchStarted(chapter.key);
            }}
            onSeeking={(event) => {
              lastTime.current = event.currentTarget.currentTime;
            }}
            onTimeUpdate={(event) => {
              const now = event.currentTarget.currentTime;
              const played = now - lastTime.current;
              lastTime.current = now;
              // Only time played counts: a jump forward is a seek, not watching.
              if (!event.currentTarget.paused && played > 0 && played < 2) {
                tracker?.addWatchTime(chapter.key, played);
              }
            }}
            onEnded={() => {
              tracker?.watchFinished(chapter.key);
              setEnded(true);
            }}
            onError={() => {
              setVideoFailed(true);
              onVideoFailed();
            }}
          >
            {tracks.map((track) => (
              <track
                key={track.src}
                kind="captions"
                src={track.src}
                srcLang={track.language}
                label={track.label}
                // Shown from the start in the page's language; the player's menu offers the others.
                default={track.language === i18n.language}
              />
            ))}
          </Video>
        )
      )}
      {chapter.notes_html && <RichText dangerouslySetInnerHTML={{ __html: chapter.notes_html }} />}
      {chapter.questions.length > 0 && (
        <section aria-label={t('questions')}>
          <SubHeading>{t('questions')}</SubHeading>
          <ChapterQuestions
            token={token}
            chapter={chapter.key}
            questions={chapter.questions}
            answers={answers}
            onSaved={onSaved}
            onSessionEnded={onSessionEnded}
          />
        </section>
      )}
      {next !== 'chapter' && ended && <Notice>{t('allWatched')}</Notice>}
      {countdown !== null && (
        <Countdown role="timer" aria-live="off">
          <span>{t('nextIn')}</span>
          <CountdownFigure aria-label={t('secondsLeft', { seconds: countdown })}>{countdown}</CountdownFigure>
          <LinkButton type="button" onClick={() => setStayed(true)}>
            {t('stopCountdown')}
          </LinkButton>
        </Countdown>
      )}
      <Row>
        {chapter.video !== null && (
          <SecondaryButton type="button" onClick={rewatch}>
            {t('rewatch')}
          </SecondaryButton>
        )}
        <PrimaryButton type="button" onClick={onNext}>
          {t(NEXT_LABEL[next])}
        </PrimaryButton>
      </Row>
    </ChapterCard>
  );
}
