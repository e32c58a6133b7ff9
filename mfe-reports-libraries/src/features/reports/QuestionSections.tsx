import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, StateMessage, Section, SectionHeading } from '@outreach/shared-ui';
import type { QuestionReport } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { useAnswerReport, type ReportScope } from './api';
import { shareOf, surveyQuestions, understandingRows } from './questionFigures';
import { FigureTable, Muted, QuestionBlock, QuestionHeading, TableScroller } from './Reports.styles';

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

/** A dash for a figure that cannot be given, with the reason for screen readers. */
function NoFigure({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </>
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
      <FigureTable>
        <caption>{t('understanding.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('understanding.columns.question')}</th>
            <th scope="col">{t('understanding.columns.chapter')}</th>
            <th scope="col">{t('understanding.columns.answered')}</th>
            <th scope="col">{t('understanding.columns.right')}</th>
            <th scope="col">{t('understanding.columns.wrong')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ question, share, mostChosenWrong }) => (
            <tr key={`${String(question.touchpoint_id)}:${question.chapter ?? ''}:${question.question}`}>
              <th scope="row">
                {question.prompt} <br />
                <Muted as="span">
                  {t(question.kind === 'quiz' ? 'understanding.quiz' : 'understanding.teachBack')}
                </Muted>
              </th>
              <td>{question.chapter_title ?? ''}</td>
              <td>{format.number(question.answered)}</td>
              <td>
                {share === null ? (
                  <NoFigure reason={t('understanding.noAnswers')} />
                ) : (
                  t('understanding.share', {
                    share: format.percent(share),
                    number: format.number(question.answered),
                  })
                )}
              </td>
              <td>
                {question.kind !== 'quiz' ? (
                  <NoFigure reason={t('understanding.written')} />
                ) : mostChosenWrong ? (
                  t('understanding.chosenBy', {
                    option: mostChosenWrong.label,
                    number: format.number(mostChosenWrong.chosen),
                  })
                ) : (
                  t('understanding.noWrong')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
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
      <FigureTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('answers.columns.option')}</th>
            <th scope="col">{t('answers.columns.patients')}</th>
            <th scope="col">{t('answers.columns.share')}</th>
          </tr>
        </thead>
        <tbody>
          {question.options.map((option) => (
            <tr key={option.key}>
              <th scope="row">{option.label}</th>
              <td>{format.number(option.chosen)}</td>
              <td>{percentOf(option.chosen)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    );
  } else if (question.kind === 'rating') {
    figures = (
      <FigureTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('answers.columns.rating')}</th>
            <th scope="col">{t('answers.columns.patients')}</th>
            <th scope="col">{t('answers.columns.share')}</th>
          </tr>
        </thead>
        <tbody>
          {question.ratings.map((rating) => (
            <tr key={rating.value}>
              <th scope="row">{format.number(rating.value)}</th>
              <td>{format.number(rating.answers)}</td>
              <td>{percentOf(rating.answers)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    );
  } else if (question.kind === 'medication_list') {
    figures = (
      <>
        <FigureTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('answers.columns.medication')}</th>
              <th scope="col">{t('answers.columns.yes')}</th>
              <th scope="col">{t('answers.columns.no')}</th>
              <th scope="col">{t('answers.columns.notSure')}</th>
            </tr>
          </thead>
          <tbody>
            {question.medications.map((medication) => (
              <tr key={medication.key}>
                <th scope="row">{medication.name}</th>
                <td>{format.number(medication.yes)}</td>
                <td>{format.number(medication.no)}</td>
                <td>{format.number(medication.not_sure)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
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
