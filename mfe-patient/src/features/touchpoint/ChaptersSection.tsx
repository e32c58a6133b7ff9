import { useId } from 'react';
import type { ResolvedTouchpoint } from '@outreach/shared-contracts/core';
import { PrimaryButton } from '../../app/buttons.styles';
import { withIsolatedValues } from '../../i18n/withIsolatedValues';
import { Body } from '../link/LinkUnavailablePage.styles';
import type { PatientStep, StepAfterChapter } from './patientPlace';
import { usePageTranslation } from './pageTranslations';
import {
  ChapterButton,
  ChapterList,
  ChapterTitle,
  Section,
  SectionTitle,
  ViewedMark,
} from './TouchpointPage.styles';

type Chapter = ResolvedTouchpoint['chapters'][number];

export interface ChaptersSectionProps {
  chapters: readonly Chapter[];
  /** The chapters the patient has finished. */
  finished: ReadonlySet<string>;
  /** The chapter the patient was last on, marked in the list; null before the first. */
  lastChapter: string | null;
  /** What is left to do, which the main button leads to. */
  left: StepAfterChapter;
  thumbnailOf: (chapter: string) => string | null;
  onOpen: (step: PatientStep) => void;
}

/**
 * The overview's chapters: how many are viewed, a main button to what is left (the chapter to go on
 * with, the survey, or what to do next) and every chapter to open again.
 */
export function ChaptersSection({
  chapters,
  finished,
  lastChapter,
  left,
  thumbnailOf,
  onOpen,
}: ChaptersSectionProps) {
  const { t } = usePageTranslation();
  const titleId = useId();
  const started = finished.size > 0 || lastChapter !== null;
  const leftChapter = left.kind === 'chapter' ? chapters.find((chapter) => chapter.key === left.key) : null;
  const mainLabel = leftChapter
    ? started
      ? withIsolatedValues((values) => t('continue', values), { title: leftChapter.title })
      : t('start')
    : left.kind === 'survey'
      ? t('goToSurvey')
      : t('seeWhatNext');
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('chapters')}</SectionTitle>
      <Body>{t('viewed', { count: finished.size, total: chapters.length })}</Body>
      <PrimaryButton type="button" onClick={() => onOpen(left)}>
        {mainLabel}
      </PrimaryButton>
      <ChapterList>
        {chapters.map((chapter) => {
          const thumbnail = thumbnailOf(chapter.key);
          return (
            <li key={chapter.key}>
              <ChapterButton
                type="button"
                aria-current={chapter.key === lastChapter || undefined}
                onClick={() => onOpen({ kind: 'chapter', key: chapter.key })}
              >
                {thumbnail && <img src={thumbnail} alt="" />}
                <ChapterTitle dir="auto">{chapter.title}</ChapterTitle>
                {finished.has(chapter.key) && (
                  <ViewedMark>
                    <span aria-hidden="true">✓</span> {t('viewedMark')}
                  </ViewedMark>
                )}
              </ChapterButton>
            </li>
          );
        })}
      </ChapterList>
    </Section>
  );
}
