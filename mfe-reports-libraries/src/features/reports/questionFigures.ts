import type { QuestionReport } from '@outreach/shared-contracts/core';

/** A quiz or teach-back question: one with a right answer. */
export interface UnderstandingRow {
  question: QuestionReport;
  /** Of the patients who answered, the share who answered right (0 to 1); null while nobody answered. */
  share: number | null;
  /** A quiz's wrong option chosen most (the first in the question's order on a tie); null if none was chosen. */
  mostChosenWrong: QuestionReport['options'][number] | null;
}

/** The quiz and teach-back questions, the one answered right by the smallest share first; unanswered ones last. */
export function understandingRows(questions: QuestionReport[]): UnderstandingRow[] {
  const rows = questions
    .filter((question) => question.correct !== null)
    .map((question, order) => {
      const share = question.answered > 0 ? Math.min(1, (question.correct ?? 0) / question.answered) : null;
      let mostChosenWrong: UnderstandingRow['mostChosenWrong'] = null;
      for (const option of question.options) {
        if (option.correct || option.chosen === 0) continue;
        if (!mostChosenWrong || option.chosen > mostChosenWrong.chosen) mostChosenWrong = option;
      }
      return { row: { question, share, mostChosenWrong }, order };
    });
  rows.sort((a, b) => {
    if (a.row.share === null || b.row.share === null) {
      if (a.row.share !== b.row.share) return a.row.share === null ? 1 : -1;
      return a.order - b.order;
    }
    return (
      a.row.share - b.row.share || b.row.question.answered - a.row.question.answered || a.order - b.order
    );
  });
  return rows.map(({ row }) => row);
}

/** The survey's questions, in page order. */
export function surveyQuestions(questions: QuestionReport[]): QuestionReport[] {
  return questions.filter((question) => question.chapter === null);
}

/** A count's share of the patients who answered, never above 1; null while nobody answered. */
export function shareOf(count: number, answered: number): number | null {
  return answered > 0 ? Math.min(1, count / answered) : null;
}
