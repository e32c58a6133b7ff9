import {
  pickText,
  type AnswerReport,
  type ChapterQuestion,
  type LocalizedText,
  type QuestionReport,
  type SurveyQuestion,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { bigintArray } from '../../db/sqlArrays.js';

/** One key's sum of `answer_tallies`. */
export interface AnswerTally {
  touchpoint_id: string | number;
  chapter: string;
  question: string;
  item: string;
  value: string;
  answers: number;
}

/** The tallies of one question, by item and value. */
class QuestionTallies {
  private readonly counts = new Map<string, number>();
  add(row: AnswerTally): void {
    this.counts.set(`${row.item}\u0000${row.value}`, row.answers);
  }
  get(item: string, value: string): number {
    return this.counts.get(`${item}\u0000${value}`) ?? 0;
  }
}

const keyOf = (touchpoint: number, chapter: string, question: string) =>
  `${String(touchpoint)}/${chapter}/${question}`;

/** Every question of one touchpoint's content, in page order, with the figures its tallies hold. */
function questionsOf(
  touchpointId: number,
  content: TouchpointContent,
  tallies: Map<string, QuestionTallies>,
): QuestionReport[] {
  const text = (value: LocalizedText) => pickText(value, content.default_language, content.default_language);
  const figures = (chapter: string, question: string) =>
    tallies.get(keyOf(touchpointId, chapter, question)) ?? new QuestionTallies();
  const base = (chapter: string | null, question: ChapterQuestion | SurveyQuestion, title: string | null) => {
    const counts = figures(chapter ?? '', question.key);
    return {
      touchpoint_id: touchpointId,
      chapter,
      question: question.key,
      kind: question.kind,
      prompt: text(question.prompt),
      chapter_title: title,
      answered: counts.get('answered', ''),
      correct: null as number | null,
      options: [] as QuestionReport['options'],
      ratings: [] as QuestionReport['ratings'],
      medications: [] as QuestionReport['medications'],
      added_own: 0,
      counts,
    };
  };
  const questions: QuestionReport[] = [];
  for (const chapter of content.chapters) {
    for (const question of chapter.questions) {
      const { counts, ...report } = base(chapter.key, question, text(chapter.title));
      report.correct = counts.get('correct', 'yes');
      if (question.kind === 'quiz') {
        report.options = question.options.map((option) => ({
          key: option.key,
          label: text(option.label),
          chosen: counts.get('choice', option.key),
          correct: option.correct,
        }));
      }
      questions.push(report);
    }
  }
  for (const question of content.survey?.questions ?? []) {
    const { counts, ...report } = base(null, question, null);
    if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
      report.options = question.options.map((option) => ({
        key: option.key,
        label: text(option.label),
        chosen: counts.get('choice', option.key),
        correct: false,
      }));
    } else if (question.kind === 'rating') {
      report.ratings = Array.from({ length: question.scale }, (_, index) => ({
        value: index + 1,
        answers: counts.get('rating', String(index + 1)),
      }));
    } else if (question.kind === 'medication_list') {
      report.medications = question.medications.map((medication) => ({
        key: medication.key,
        name: text(medication.name),
        yes: counts.get(`med:${medication.key}`, 'yes'),
        no: counts.get(`med:${medication.key}`, 'no'),
        not_sure: counts.get(`med:${medication.key}`, 'not_sure'),
      }));
      report.added_own = counts.get('additional', 'yes');
    }
    questions.push(report);
  }
  return questions;
}

/**
 * The questions of the touchpoints (their newest published version, in campaign order) with what the
 * tallies `filter` selects say of them.
 */
export async function readAnswerReport(
  tx: Db,
  tenantId: number,
  touchpointIds: readonly number[],
  filter: ReturnType<typeof sql>,
): Promise<AnswerReport['questions']> {
  const ids = bigintArray(touchpointIds);
  const rows = rowsOf<AnswerTally>(
    await tx.execute(sql`
      SELECT f.touchpoint_id, f.chapter, f.question, f.item, f.value, sum(f.answers)::int AS answers
      FROM answer_tallies f
      WHERE ${filter}
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(f.answers) <> 0`),
  );
  const tallies = new Map<string, QuestionTallies>();
  for (const row of rows) {
    const key = keyOf(Number(row.touchpoint_id), row.chapter, row.question);
    const question = tallies.get(key) ?? new QuestionTallies();
    question.add(row);
    tallies.set(key, question);
  }
  const versions = rowsOf<{ touchpoint_id: string | number; content: TouchpointContent | string }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (v.touchpoint_id) v.touchpoint_id, v.content
      FROM touchpoint_versions v JOIN touchpoints t ON t.tenant_id = v.tenant_id AND t.id = v.touchpoint_id
      WHERE v.tenant_id = ${tenantId} AND v.touchpoint_id = ANY(${ids})
      ORDER BY v.touchpoint_id, v.version DESC`),
  );
  const order = new Map(touchpointIds.map((id, index) => [id, index]));
  return versions
    .map((row) => ({
      id: Number(row.touchpoint_id),
      content: (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as TouchpointContent,
    }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .flatMap((version) => questionsOf(version.id, version.content, tallies));
}
