import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, StateMessage, Section, SectionHeading } from '@outreach/shared-ui';
import type { QuestionReport } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { useAnswerReport, type ReportScope } from './api';
import { CountTable } from './CountTable';
import { NoFigure } from './FigureLines';
import { shareOf, surveyQuestions, understandingRows } from './questionFigures';
import { Muted, QuestionBlock, QuestionHeading, TableScroller } from './Reports.styles';

export interface QuestionSectionsProps {
  /** Null while the report's date range is not valid: nothing is asked for then. */
  scope: ReportScope | null;
}

/** Understanding (quiz and teach-back) and Answers (the survey), from one request for the scope's answers. */
export function QuestionSections({ scope }: QuestionSectionsProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const report = useAnswerReport(scope);

  let understanding: ReactNode;
  let answers: ReactNode;
  if (report.error !== undefined) {
    const failed = (
      <StateMessage
        alert
        title={tCommon('errors.generic')}
        action={{ label: t('list.retry'), onClick: () => void report.mutate() }}
      />
    );
    understanding = failed;
    answers = failed;
  } else if (!report.data) {
    understanding = scope && <LoadingState label={t('understanding.loading')} />;
    answers = scope && <LoadingState label={t('answers.loading')} />;
  } else {
    understanding = <UnderstandingTable questions={report.data.questions} />;
    answers = <SurveyAnswers questions={report.data.questions} />;
  }

  return (
    <>
      <TitledSection heading={t('understanding.heading')}>{understanding}</TitledSection>
      <TitledSection heading={t('answers.heading')}>{answers}</TitledSection>
    </>
  );
}

function TitledSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      {children}
    </Section>
  );
}

/** The quiz and teach-back questions, the least understood on top. */
function UnderstandingTable({ questions }: { questions: QuestionReport[] }) {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const rows = understandingRows(questions);
  if (rows.every((row) => row.question.answered === 0)) {
    return <StateMessage title={t('understanding.emptyTitle')} body={t('understanding.emptyBody')} />;
  }
  return (
    <TableScroller>
      <CountTable
        caption={t('understanding.caption')}
        columns={[
          t('understanding.columns.question'),
          t('understanding.columns.chapter'),
          t('understanding.columns.answered'),
          t('understanding.columns.right'),
          t('understanding.columns.wrong'),
        ]}
        rows={rows.map(({ question, share, mostChosenWrong }) => ({
          key: `${String(question.touchpoint_id)}:${question.chapter ?? ''}:${question.question}`,
          heading: (
            <>
              {question.prompt} <br />
              <Muted as="span">
                {t(question.kind === 'quiz' ? 'understanding.quiz' : 'understanding.teachBack')}
              </Muted>
            </>
          ),
          cells: [
            question.chapter_title ?? '',
            format.number(question.answered),
            share === null ? (
              <NoFigure reason={t('understanding.noAnswers')} />
            ) : (
              t('understanding.share', {
                share: format.percent(share),
                number: format.number(question.answered),
              })
            ),
            question.kind !== 'quiz' ? (
              <NoFigure reason={t('understanding.written')} />
            ) : mostChosenWrong ? (
              t('understanding.chosenBy', {
                option: mostChosenWrong.label,
                number: format.number(mostChosenWrong.chosen),
              })
            ) : (
              t('understanding.noWrong')
            ),
          ],
        }))}
      />
    </TableScroller>
  );
}

/** The survey's questions: counts per option, the ratings' spread, the medication list; written answers only counted. */
function SurveyAnswers({ questions }: { questions: QuestionReport[] }) {
  const { t } = useAreaTranslation();
  const survey = surveyQuestions(questions);
  if (survey.every((question) => question.answered === 0)) {
    return <StateMessage title={t('answers.emptyTitle')} body={t('answers.emptyBody')} />;
  }
  return (
    <>
      {survey.map((question) => (
        <SurveyQuestion key={`${String(question.touchpoint_id)}:${question.question}`} question={question} />
      ))}
    </>
  );
}

function SurveyQuestion({ question }: { question: QuestionReport }) {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const headingId = useId();
  const caption = t('answers.caption', { question: question.prompt });
  const percentOf = (count: number) => {
    const share = shareOf(count, question.answered);
    return share === null ? <NoFigure reason={t('understanding.noAnswers')} /> : format.percent(share);
  };

  let figures: ReactNode = null;
  if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
    figures = (
      <CountTable
        caption={caption}
        columns={[t('answers.columns.option'), t('answers.columns.patients'), t('answers.columns.share')]}
        rows={question.options.map((option) => ({
          key: option.key,
          heading: option.label,
          cells: [format.number(option.chosen), percentOf(option.chosen)],
        }))}
      />
    );
  } else if (question.kind === 'rating') {
    figures = (
      <CountTable
        caption={caption}
        columns={[t('answers.columns.rating'), t('answers.columns.patients'), t('answers.columns.share')]}
        rows={question.ratings.map((rating) => ({
          key: rating.value,
          heading: format.number(rating.value),
          cells: [format.number(rating.answers), percentOf(rating.answers)],
        }))}
      />
    );
  } else if (question.kind === 'medication_list') {
    figures = (
      <>
        <CountTable
          caption={caption}
          columns={[
            t('answers.columns.medication'),
            t('answers.columns.yes'),
            t('answers.columns.no'),
            t('answers.columns.notSure'),
          ]}
          rows={question.medications.map((medication) => ({
            key: medication.key,
            heading: medication.name,
            cells: [
              format.number(medication.yes),
              format.number(medication.no),
              format.number(medication.not_sure),
            ],
          }))}
        />
        <Muted>{t('answers.addedOwn', { number: format.number(question.added_own) })}</Muted>
      </>
    );
  }

  return (
    <QuestionBlock role="group" aria-labelledby={headingId}>
      <QuestionHeading id={headingId}>{question.prompt}</QuestionHeading>
      <Muted>{t('answers.answered', { number: format.number(question.answered) })}</Muted>
      {question.kind === 'multiple_choice' && <Muted>{t('answers.severalChoices')}</Muted>}
      {figures ? <TableScroller>{figures}</TableScroller> : <Muted>{t('answers.writtenOnly')}</Muted>}
    </QuestionBlock>
  );
}
