import {
  funnelSteps,
  type AnswerReport,
  type DeliveryFigures,
  type Funnel,
  type FunnelReport,
} from '@outreach/shared-contracts';
import { csvCell, csvLine } from '../../csv/csvCell.js';

/** A byte order mark, so spreadsheets open the file as UTF-8. */
export const BOM = '\uFEFF';

/**
 * The columns of the per-patient export: who, how and in which group the link went, then the time of
 * each funnel step reached (ISO 8601 with the tenant's offset; empty when not reached), whether the
 * patient understood (`yes`, `no`, or empty while not every question is answered) and the furthest
 * step reached.
 */
export const PATIENT_COLUMNS = [
  'last_name',
  'first_name',
  'mrn',
  'language',
  'channel',
  'cohort',
  'touchpoint',
  'version',
  'sent_at',
  'delivered_at',
  'opened_at',
  'verified_at',
  'started_at',
  'watched_at',
  'answered_at',
  'surveyed_at',
  'acted_at',
  'understood',
  'furthest_step',
] as const;

/** One link of the per-patient export as read: texts, the version and the furthest stage. */
export interface PatientExportRow {
  last_name: string;
  first_name: string;
  mrn: string;
  language: string;
  channel: string;
  cohort: string;
  touchpoint: string;
  version: number;
  times: (string | null)[];
  understood: string;
  stage: number;
}

/** A line of the per-patient export; the version is a plain number, every text goes through `csvCell`. */
export function patientLine(row: PatientExportRow): string {
  const texts = [
    row.last_name,
    row.first_name,
    row.mrn,
    row.language,
    row.channel,
    row.cohort,
    row.touchpoint,
  ].map((value) => csvCell(value));
  const times = row.times.map((time) => csvCell(time ?? ''));
  const furthest = csvCell(funnelSteps[row.stage] ?? '');
  return `${[...texts, String(row.version), ...times, csvCell(row.understood), furthest].join(',')}\r\n`;
}

/**
 * The columns of the aggregates export, one figure a line (a long layout a spreadsheet pivots):
 * - `section`: `funnel`, `delivery` or `answers`;
 * - `group`: for the funnel, empty for the whole report, else the breakdown's key (language, channel,
 *   cohort id, version or day); for answers, `<touchpoint id>:<question>`; empty for delivery;
 * - `label`: `Total`, the cohort's title or the key; for answers the question's prompt;
 * - `item`: a funnel step (only those that apply) or `understood`, `automated_opens`, `opt_out`;
 *   `sent`, `delivered`, `bounced`, `failed`, `failure`, `skipped` for delivery; `answered`,
 *   `correct`, `option`, `rating`, `medication_yes`, `medication_no`, `medication_not_sure`,
 *   `added_own` for answers;
 * - `detail`: `events` on a funnel step's second line (how many times it happened, with no share), the
 *   opt-out's kind, the failure's or skip's reason, the option's label, the rating's
 *   value or the medication's name;
 * - `count`: patients (funnel, answers), events (a funnel step's `events` line) or messages (delivery);
 * - `share` and `of`: a funnel step's patients as a share (0 to 1, four decimals) of `of`, the
 *   patients at the previous step that applies; `correct` as a share of those who answered.
 */
export const AGGREGATE_COLUMNS = ['section', 'group', 'label', 'item', 'detail', 'count', 'share', 'of'];

interface Figure {
  section: string;
  group: string;
  label: string;
  item: string;
  detail?: string;
  count: number;
  of?: number | null;
}

/** A figure as a line: texts neutralised, numbers plain. */
function figureLine(figure: Figure): string {
  const texts = [figure.section, figure.group, figure.label, figure.item, figure.detail ?? ''].map((value) =>
    csvCell(value),
  );
  const of = figure.of ?? null;
  const share = of === null || of === 0 ? '' : String(Math.round((figure.count / of) * 10_000) / 10_000);
  return `${[...texts, String(figure.count), share, of === null ? '' : String(of)].join(',')}\r\n`;
}

function funnelFigures(funnel: Funnel, group: string, label: string): Figure[] {
  const figures: Figure[] = [];
  let previous: number | null = null;
  for (const step of funnel.steps) {
    if (!step.applicable) continue;
    figures.push({ section: 'funnel', group, label, item: step.step, count: step.patients, of: previous });
    previous = step.patients;
  }
  for (const step of funnel.steps) {
    if (step.applicable)
      figures.push({
        section: 'funnel',
        group,
        label,
        item: step.step,
        detail: 'events',
        count: step.events,
      });
  }
  const extra = (item: string, count: number, detail = '') =>
    figures.push({ section: 'funnel', group, label, item, detail, count });
  extra('understood', funnel.understood);
  extra('automated_opens', funnel.automated_opens);
  extra('opt_out', funnel.opt_outs.unsubscribe, 'unsubscribe');
  extra('opt_out', funnel.opt_outs.stop_reply, 'stop_reply');
  return figures;
}

function deliveryFigures(delivery: DeliveryFigures): Figure[] {
  const of = (item: string, count: number, detail = ''): Figure => ({
    section: 'delivery',
    group: '',
    label: 'Total',
    item,
    detail,
    count,
  });
  return [
    of('sent', delivery.sent),
    of('delivered', delivery.delivered),
    of('bounced', delivery.bounced),
    of('failed', delivery.failed),
    ...delivery.failures.map((row) => of('failure', row.messages, row.reason)),
    ...delivery.skipped.map((row) => of('skipped', row.messages, row.reason)),
  ];
}

function answerFigures(answers: AnswerReport): Figure[] {
  return answers.questions.flatMap((question) => {
    const group = `${String(question.touchpoint_id)}:${question.question}`;
    const of = (item: string, count: number, detail = '', share: number | null = null): Figure => ({
      section: 'answers',
      group,
      label: question.prompt,
      item,
      detail,
      count,
      of: share,
    });
    return [
      of('answered', question.answered),
      ...(question.correct === null ? [] : [of('correct', question.correct, '', question.answered)]),
      ...question.options.map((option) => of('option', option.chosen, option.label)),
      ...question.ratings.map((rating) => of('rating', rating.answers, String(rating.value))),
      ...question.medications.flatMap((medication) => [
        of('medication_yes', medication.yes, medication.name),
        of('medication_no', medication.no, medication.name),
        of('medication_not_sure', medication.not_sure, medication.name),
      ]),
      ...(question.medications.length > 0 ? [of('added_own', question.added_own)] : []),
    ];
  });
}

/** The whole aggregates file (a few hundred lines at most), header and byte order mark first. */
export function aggregatesCsv(report: FunnelReport, answers: AnswerReport): string {
  const figures = [
    ...funnelFigures(report.total, '', 'Total'),
    ...report.groups.flatMap((group) => funnelFigures(group.funnel, group.key, group.label)),
    ...deliveryFigures(report.delivery),
    ...answerFigures(answers),
  ];
  return `${BOM}${csvLine(AGGREGATE_COLUMNS)}${figures.map(figureLine).join('')}`;
}
