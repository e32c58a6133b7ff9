import type { AnswerValue, InteractionMetric, LanguageCode } from '@outreach/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import { currentPatientSession, type PatientSession } from '../interactions/patientSession.js';
import {
  interactionSummary,
  linkBranding,
  recordMetric,
  saveAnswer,
  verifyDateOfBirth,
  type InteractionDeps,
} from '../interactions/service.js';
import type { ManualClock } from './demoHistoryDelivery.js';
import { demoHistoryPlan, type Random } from './demoHistoryPlan.js';

/** A patient of a send who opens their link, and how far they go. */
export interface HistoryVisit {
  token: string;
  dateOfBirth: string;
  language: LanguageCode;
  /** The steps reached, each one only after the one before. */
  verified: boolean;
  started: boolean;
  watched: boolean;
  answered: boolean;
  quizRight: boolean;
  teachBackRight: boolean;
  surveyed: boolean;
  pressed: boolean;
  /** Where the patient's browser is: an address of the ranges kept for documentation. */
  ip: string;
  /** When they open the link. */
  at: Date;
}

const MINUTE = 60_000;

/**
 * A browser's request and reply as the service reads and writes them: the address it came from and
 * the link's session cookie, which the reply sets on verification and later requests carry back.
 */
function browser(ip: string) {
  const cookies: Record<string, string> = {};
  const request = { ip, cookies } as unknown as FastifyRequest;
  const reply = {
    setCookie(name: string, value: string) {
      cookies[name] = value;
      return reply;
    },
  } as unknown as FastifyReply;
  return { request, reply };
}

function metric(
  chapter: string | null,
  fields: Partial<InteractionMetric>,
  fingerprint: string,
): InteractionMetric {
  return {
    fingerprint,
    config_data: {},
    chapter_id: chapter,
    page_visits: 1,
    time_on_page: 0,
    video_watch_time: 0,
    cta_interactions: 0,
    video_finished: false,
    video_watch_count: 0,
    survey_interactions: 0,
    survey_completed: false,
    ...fields,
  };
}

const teachBack = {
  right: {
    en: 'If I gain 2 kg in 3 days, I call the care team the same day.',
    es: 'Si subo 2 kg en 3 días, llamo al equipo el mismo día.',
  },
  wrong: { en: 'I would wait a few days and see.', es: 'Esperaría unos días a ver.' },
};

const ownMedicines = [
  { name: 'Aspirin', dosage: '75 mg', frequency: { en: 'Once a day', es: 'Una vez al día' } },
  { name: 'Atorvastatin', dosage: '20 mg', frequency: { en: 'Every evening', es: 'Cada noche' } },
  { name: 'Metformin', dosage: '500 mg', frequency: { en: 'Twice a day', es: 'Dos veces al día' } },
];

function medicationAnswer(random: Random, language: 'en' | 'es'): AnswerValue {
  const { yes, not_sure: notSure } = demoHistoryPlan.medicines;
  const answer = (): 'yes' | 'no' | 'not_sure' => {
    const roll = random();
    return roll < yes ? 'yes' : roll < yes + notSure ? 'not_sure' : 'no';
  };
  const own =
    random() < demoHistoryPlan.ownMedicines
      ? ownMedicines[Math.floor(random() * ownMedicines.length)]
      : undefined;
  return {
    medications: { furosemide: answer(), bisoprolol: answer(), ramipril: answer() },
    additional: own ? [{ name: own.name, dosage: own.dosage, frequency: own.frequency[language] }] : [],
  };
}

export interface VisitDeps {
  db: Database;
  /** The history's clock, on the day of the visit. */
  clock: ManualClock;
  /** The time now. */
  present: () => Date;
  store: ObjectStore;
}

/**
 * One patient's visit to their link, through the calls the patient page makes: the page asks for its
 * branding (the link opened), the date of birth is confirmed, the page loaded, chapters watched,
 * questions and survey answered and a button pressed, each a few minutes after the one before.
 */
export async function visit(deps: VisitDeps, plan: HistoryVisit, random: Random): Promise<void> {
  const service: InteractionDeps = { ...deps, cookies: { secure: true } };
  const { clock } = deps;
  const { request, reply } = browser(plan.ip);
  const fingerprint = `demo${Math.floor(random() * 1e9).toString(36)}`;
  clock.set(plan.at);
  await linkBranding(service, request, plan.token);
  if (!plan.verified) return;
  clock.advance(MINUTE);
  await verifyDateOfBirth(service, request, reply, plan.token, plan.dateOfBirth);
  // The database holds a patient's session to its own clock, so the history's session of days ago has
  // ended: the patient opens the page and confirms their date of birth again today (their link's first
  // open and confirmation stay the ones of that day; the report's events count both visits), and the
  // page's calls are then stamped with that day's times.
  const then = clock.now();
  clock.set(deps.present());
  await linkBranding(service, request, plan.token);
  await verifyDateOfBirth(service, request, reply, plan.token, plan.dateOfBirth);
  const session: PatientSession | null = await currentPatientSession(service, request, plan.token);
  if (!session) throw new Error('A visit of the demo history lost its patient session');
  clock.set(then);
  await interactionSummary(service, session, undefined);
  await recordMetric(service, session, metric(null, { time_on_page: 40 }, fingerprint));
  if (!plan.started) return;
  const text = plan.language === 'es' ? 'es' : 'en';
  clock.advance(3 * MINUTE);
  await recordMetric(
    service,
    session,
    metric(
      'medicines',
      { video_watch_time: plan.watched ? 6 : 3, video_watch_count: 1, video_finished: plan.watched },
      fingerprint,
    ),
  );
  if (!plan.watched) return;
  clock.advance(2 * MINUTE);
  await recordMetric(
    service,
    session,
    metric('when-to-call', { video_watch_time: 6, video_watch_count: 1, video_finished: true }, fingerprint),
  );
  if (!plan.answered) return;
  clock.advance(2 * MINUTE);
  await saveAnswer(service, session, 'when-tablets', {
    chapter: 'medicines',
    answer: { choices: [plan.quizRight ? 'morning' : random() < 0.5 ? 'bad-days' : 'never'] },
  });
  clock.advance(MINUTE);
  await saveAnswer(service, session, 'weight-gain', {
    chapter: 'when-to-call',
    answer: { text: teachBack[plan.teachBackRight ? 'right' : 'wrong'][text] },
  });
  if (!plan.surveyed) return;
  clock.advance(3 * MINUTE);
  await saveAnswer(service, session, 'medication-list', { answer: medicationAnswer(random, text) });
  await saveAnswer(service, session, 'confidence', { answer: { rating: 3 + Math.floor(random() * 3) } });
  await recordMetric(
    service,
    session,
    metric(null, { time_on_page: 900, survey_interactions: 2, survey_completed: true }, fingerprint),
  );
  if (!plan.pressed) return;
  clock.advance(MINUTE);
  await recordMetric(
    service,
    session,
    metric(
      null,
      { time_on_page: 960, survey_interactions: 2, survey_completed: true, cta_interactions: 1 },
      fingerprint,
    ),
  );
}
