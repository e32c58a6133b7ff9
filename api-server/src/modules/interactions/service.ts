import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  PATIENT_MESSAGE_LIMIT,
  PATIENT_VERIFICATION,
  resolveTouchpoint,
  rightToLeftLanguages,
  supportedLanguages,
  type AnswerResult,
  type AnswerValue,
  type InteractionLink,
  type InteractionMedia,
  type InteractionMetric,
  type InteractionProgress,
  type InteractionSummary,
  type InteractionThumbnails,
  type LanguageCode,
  type MetricTotals,
  type SavedAnswer,
  type TouchpointContent,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.js';
import { hashToken, randomToken } from '../../crypto/secrets.js';
import type { Database, Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import type { ObjectStore } from '../../storage/objectStore.js';
import type { CookieSettings } from '../auth/cookies.js';
import { answerIsRight, checkAnswer, findQuestion, progressOf, resultOf } from './answers.js';
import { recordLinkOpened } from '../reporting/progress.js';
import { lookUpLink, verifyLink, type VerifyOutcome } from './definers.js';
import { mediaSigner } from './signedMedia.js';
import {
  currentPatientSession,
  sessionEnd,
  setPatientCookie,
  type PatientSession,
} from './patientSession.js';

export interface InteractionDeps {
  db: Database;
  clock: Clock;
  store: ObjectStore;
  cookies: CookieSettings;
}

const isLanguage = (value: string): value is LanguageCode =>
  (supportedLanguages as readonly string[]).includes(value);
const languageOr = (value: string | null | undefined, fallback: LanguageCode): LanguageCode =>
  value && isLanguage(value) ? value : fallback;

const signed = (deps: InteractionDeps) =>
  mediaSigner(deps.store, deps.clock, PATIENT_VERIFICATION.mediaUrlSeconds);

/** A link's state and branding before verification: nothing about the patient but the language to ask in. */
export async function linkBranding(
  deps: InteractionDeps,
  request: FastifyRequest,
  token: string,
): Promise<InteractionLink> {
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const link = await lookUpLink(deps.db, tokenHash, now);
  if (!link) throw new ApiError('LINK_NOT_FOUND');
  if (link.state === 'expired') throw new ApiError('LINK_EXPIRED');
  if (link.state === 'revoked') throw new ApiError('LINK_REVOKED');
  // The page asks for its branding once it renders: the patient has opened the link.
  await recordLinkOpened(deps.db, tokenHash, now);
  const verified = link.state === 'open' && (await currentPatientSession(deps, request, token)) !== null;
  const language = languageOr(link.language, 'en');
  const { branding } = link;
  return {
    state: verified ? 'verified' : link.state,
    locked_until: link.lockedUntil?.toISOString() ?? null,
    language,
    right_to_left: rightToLeftLanguages.includes(language),
    branding: {
      primary_color: branding.primaryColor,
      secondary_color: branding.secondaryColor,
      logo_url: await signed(deps).sign(branding.logo),
      disclaimer_text: branding.disclaimerText,
      ai_video_disclaimer: branding.aiVideoDisclaimer,
    },
    contact_phone: branding.contactPhone || null,
    privacy_policy_url: branding.privacyPolicyUrl || null,
  };
}

const refusals: Record<Exclude<VerifyOutcome, 'verified'>, ConstructorParameters<typeof ApiError>[0]> = {
  wrong: 'DOB_INCORRECT',
  locked: 'LINK_LOCKED',
  limited: 'TOO_MANY_ATTEMPTS',
  expired: 'LINK_EXPIRED',
  revoked: 'LINK_REVOKED',
  unknown: 'LINK_NOT_FOUND',
};

/**
 * The date-of-birth check. Every wrong date answers the same, whichever part was wrong; the counting
 * and locking happen in the database, on the link itself.
 */
export async function verifyDateOfBirth(
  deps: InteractionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  dateOfBirth: string,
): Promise<{ session_expires_at: string }> {
  const now = deps.clock.now();
  const sessionToken = randomToken(32);
  const expires = sessionEnd(now);
  const { outcome } = await verifyLink(deps.db, {
    tokenHash: hashToken(token),
    dateOfBirth,
    ip: request.ip,
    now,
    ipSince: new Date(now.getTime() - PATIENT_VERIFICATION.perAddressWindowSeconds * 1000),
    ipLimit: PATIENT_VERIFICATION.perAddressLimit,
    maxFailures: PATIENT_VERIFICATION.maxFailures,
    lockSeconds: PATIENT_VERIFICATION.firstLockSeconds,
    lockMaxSeconds: PATIENT_VERIFICATION.longestLockSeconds,
    sessionHash: hashToken(sessionToken),
    sessionExpires: expires,
  });
  if (outcome !== 'verified') throw new ApiError(refusals[outcome]);
  setPatientCookie(reply, deps.cookies, token, sessionToken);
  return { session_expires_at: expires.toISOString() };
}

interface Published {
  version: number;
  content: TouchpointContent;
}

/** The last time a version was seen is written at most this often, so reloads write nothing. */
const VIEW_WRITE_EVERY_MS = 60_000;

/** Published versions never change, so their parsed documents are kept (the most recent few hundred). */
const publishedCache = new Map<string, TouchpointContent>();
const PUBLISHED_CACHE_SIZE = 500;

const cacheKeyOf = (session: PatientSession, version: number) =>
  `${String(session.tenantId)}/${String(session.touchpointId)}/${String(version)}`;

const touchpointKeyOf = (session: PatientSession) =>
  `${String(session.tenantId)}/${String(session.touchpointId)}`;

/**
 * The newest published version seen of each touchpoint (of the cache's few hundred): the one-round-trip
 * writes check against it, and their statement makes sure it is still the newest.
 */
const newestSeen = new Map<string, number>();

function seeNewest(session: PatientSession, version: number): void {
  const key = touchpointKeyOf(session);
  if (newestSeen.get(key) === version) return;
  newestSeen.delete(key);
  if (newestSeen.size >= PUBLISHED_CACHE_SIZE) {
    const oldest = newestSeen.keys().next().value;
    if (oldest !== undefined) newestSeen.delete(oldest);
  }
  newestSeen.set(key, version);
}

/** A published version's document: from the cache, else read once. */
async function publishedContent(
  tx: Db,
  session: PatientSession,
  version: number,
): Promise<TouchpointContent> {
  const cacheKey = cacheKeyOf(session, version);
  const cached = publishedCache.get(cacheKey);
  if (cached) return cached;
  const [found] = rowsOf<{ content: TouchpointContent | string }>(
    await tx.execute(sql`
      SELECT content FROM touchpoint_versions
      WHERE tenant_id = ${session.tenantId} AND touchpoint_id = ${session.touchpointId} AND version = ${version}`),
  );
  if (!found) throw new ApiError('LINK_NOT_FOUND');
  // Checked against the contract when it was saved and frozen at publishing.
  const content = (
    typeof found.content === 'string' ? JSON.parse(found.content) : found.content
  ) as TouchpointContent;
  if (publishedCache.size >= PUBLISHED_CACHE_SIZE) {
    const oldest = publishedCache.keys().next().value;
    if (oldest !== undefined) publishedCache.delete(oldest);
  }
  publishedCache.set(cacheKey, content);
  return content;
}

/** The newest published version of the session's touchpoint. */
async function newestPublished(tx: Db, session: PatientSession): Promise<Published> {
  const [row] = rowsOf<{ version: number | null }>(
    await tx.execute(sql`
      SELECT published_version AS version FROM touchpoints
      WHERE tenant_id = ${session.tenantId} AND id = ${session.touchpointId}`),
  );
  if (!row?.version) throw new ApiError('LINK_NOT_FOUND');
  const content = await publishedContent(tx, session, row.version);
  seeNewest(session, row.version);
  return { version: row.version, content };
}

function inPatientContext<T>(
  deps: InteractionDeps,
  session: PatientSession,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return deps.db.withContext({ credential: session.credential }, work);
}

interface AnswerRow {
  chapter: string;
  question: string;
  answer: AnswerValue | string;
  answered_at: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const answerKey = (chapter: string, question: string) => `${chapter}/${question}`;

/** An answer row with its JSON read (drivers hand jsonb back parsed or as text). */
function parsedAnswer(row: AnswerRow): AnswerRow {
  return {
    ...row,
    answer: typeof row.answer === 'string' ? (JSON.parse(row.answer) as AnswerValue) : row.answer,
  };
}

type SavedAnswerOutcome = { answer: SavedAnswer; progress: InteractionProgress };

/** The statement that reads the session's saved answers (rows of {@link AnswerRow}). */
function answersStatement(session: PatientSession): SQL {
  return sql`
    SELECT chapter, question, answer, answered_at FROM interaction_answers
    WHERE tenant_id = ${session.tenantId} AND interaction_id = ${session.interactionId}`;
}

async function savedAnswers(tx: Db, session: PatientSession): Promise<AnswerRow[]> {
  return rowsOf<AnswerRow>(await tx.execute(answersStatement(session))).map(parsedAnswer);
}

/** What the patient sees once an answer is saved: the answer with its result, and the progress. */
function answerOutcome(
  content: TouchpointContent,
  saved: { chapter: string | undefined; question: string; answer: AnswerValue; result: AnswerResult },
  answers: Map<string, AnswerValue>,
  language: LanguageCode,
  now: Date,
): SavedAnswerOutcome {
  return {
    answer: {
      chapter: saved.chapter ?? null,
      question: saved.question,
      answer: saved.answer,
      result: saved.result,
      answered_at: now.toISOString(),
    },
    progress: progressOf(content, answers, language),
  };
}

/** The page's language: the one asked for if the touchpoint has it, else the chosen or preferred one. */
async function pageLanguage(
  tx: Db,
  session: PatientSession,
  asked: LanguageCode | undefined,
  at: Date,
): Promise<LanguageCode> {
  if (asked) {
    await tx.execute(sql`
      UPDATE interactions SET language = ${asked}, updated_at = ${at}
      WHERE tenant_id = ${session.tenantId} AND id = ${session.interactionId}`);
    return asked;
  }
  const [row] = rowsOf<{ language: string | null; preferred: string }>(
    await tx.execute(sql`
      SELECT i.language, p.language_preference AS preferred FROM interactions i
      JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
      WHERE i.tenant_id = ${session.tenantId} AND i.id = ${session.interactionId}`),
  );
  return languageOr(row?.language ?? row?.preferred, 'en');
}

function toSaved(content: TouchpointContent, row: AnswerRow, language: LanguageCode): SavedAnswer | null {
  const found = findQuestion(content, row.chapter === '' ? undefined : row.chapter, row.question);
  if (!found || typeof row.answer === 'string') return null;
  return {
    chapter: row.chapter === '' ? null : row.chapter,
    question: row.question,
    answer: row.answer,
    result: resultOf(found, row.answer, language, content.default_language),
    answered_at: iso(row.answered_at),
  };
}

function answerMap(rows: AnswerRow[]): Map<string, AnswerValue> {
  const map = new Map<string, AnswerValue>();
  for (const row of rows) {
    if (typeof row.answer !== 'string') map.set(answerKey(row.chapter, row.question), row.answer);
  }
  return map;
}

/** What the page's one round trip reads about the session's interaction, its version and its tenant. */
interface PageFacts {
  version: number | null;
  language: string | null;
  preferred: string;
  current_chapter: string | null;
  /** The titles of the videos the published chapters show. */
  videos: { id: string | number; title: string }[];
  tenant_name: string;
  primary_color: string | null;
  secondary_color: string | null;
  logo: string | null;
  disclaimer_text: string | null;
  ai_video_disclaimer: string | null;
  contact_phone: string | null;
}

type MetricRow = MetricTotals['counters'] & { chapter: string };

/**
 * The statement of what hangs on the newest published version: the version, read once for all of it;
 * the view, written only when due, so that a reload takes no row lock and its commit waits for no
 * disk; the titles of the version's videos; and the interaction's language and chapter and its
 * tenant's branding. Each table a patient statement reads runs its row-level security functions, so
 * the page reads each table once.
 */
function pageFactsStatement(session: PatientSession, now: Date): SQL {
  const { tenantId, interactionId, touchpointId } = session;
  const viewedSince = new Date(now.getTime() - VIEW_WRITE_EVERY_MS);
  return sql`
    WITH published AS MATERIALIZED (
      SELECT tenant_id, published_version AS version FROM touchpoints
      WHERE tenant_id = ${tenantId} AND id = ${touchpointId}
    ), seen AS (
      INSERT INTO interaction_views (tenant_id, interaction_id, version, first_seen_at, last_seen_at)
      SELECT published.tenant_id, ${interactionId}, published.version, ${now}, ${now} FROM published
      WHERE published.version IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM interaction_views v
        WHERE v.tenant_id = published.tenant_id AND v.interaction_id = ${interactionId}
          AND v.version = published.version AND v.last_seen_at >= ${viewedSince})
      ON CONFLICT (tenant_id, interaction_id, version) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at
        WHERE interaction_views.last_seen_at < ${viewedSince}
    )
    SELECT published.version, i.language, p.language_preference AS preferred, i.current_chapter,
      -- The ids first, so that the videos are looked up by their key, not scanned.
      (SELECT coalesce(json_agg(json_build_object('id', v.id, 'title', v.title)), '[]'::json)
        FROM videos v
        WHERE v.tenant_id = published.tenant_id AND v.id = ANY (ARRAY(
          SELECT (chapter ->> 'video_id')::bigint FROM touchpoint_versions tv
          CROSS JOIN LATERAL jsonb_array_elements(tv.content -> 'chapters') AS chapter
          WHERE tv.tenant_id = published.tenant_id AND tv.touchpoint_id = ${touchpointId}
            AND tv.version = published.version))) AS videos,
      t.name AS tenant_name,
      b.primary_color, b.secondary_color, b.logo, b.disclaimer_text, b.ai_video_disclaimer, b.contact_phone
    FROM interactions i
    CROSS JOIN published
    JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
    JOIN tenants t ON t.id = i.tenant_id
    LEFT JOIN tenant_branding b ON b.tenant_id = i.tenant_id
    WHERE i.tenant_id = ${tenantId} AND i.id = ${interactionId}`;
}

/**
 * The page: the newest published version in the patient's language, where they were, what they
 * answered. The version shown is recorded against the interaction. Everything is read (and the view
 * written) in one round trip; the published document itself comes from the cache of versions.
 */
export async function interactionSummary(
  deps: InteractionDeps,
  session: PatientSession,
  asked: LanguageCode | undefined,
): Promise<InteractionSummary> {
  const now = deps.clock.now();
  const interaction = sql`tenant_id = ${session.tenantId} AND interaction_id = ${session.interactionId}`;
  const statements = [
    pageFactsStatement(session, now),
    answersStatement(session),
    sql`SELECT chapter, page_visits, time_on_page, video_watch_time, cta_interactions, video_finished,
        video_watch_count, survey_interactions, survey_completed
      FROM interaction_metrics WHERE ${interaction}`,
    ...(asked
      ? [
          sql`UPDATE interactions SET language = ${asked}, updated_at = ${now}
            WHERE tenant_id = ${session.tenantId} AND id = ${session.interactionId}`,
        ]
      : []),
  ];
  const [factRows = [], answerRows = [], metricRows = []] = await deps.db.atOnceInContext(
    { credential: session.credential },
    statements,
  );
  const facts = factRows[0] as PageFacts | undefined;
  if (!facts?.version) throw new ApiError('LINK_NOT_FOUND');
  const { version } = facts;
  const content =
    publishedCache.get(cacheKeyOf(session, version)) ??
    (await inPatientContext(deps, session, (tx) => publishedContent(tx, session, version)));
  seeNewest(session, version);
  const language = asked ?? languageOr(facts.language ?? facts.preferred, 'en');
  const titles = new Map(facts.videos.map((row) => [Number(row.id), row.title]));
  const page = resolveTouchpoint(content, language, {
    file: () => null,
    video: (id) => {
      const title = id === null ? undefined : titles.get(id);
      return id !== null && title !== undefined ? { id, title, url: null } : null;
    },
  });
  const answers = (answerRows as unknown as AnswerRow[]).map(parsedAnswer);
  const chapterKeys = new Set(content.chapters.map((chapter) => chapter.key));
  const resume = facts.current_chapter;
  const metrics = (metricRows as unknown as MetricRow[]).flatMap(({ chapter, ...counters }) =>
    chapter === '' || chapterKeys.has(chapter) ? [{ chapter_id: chapter || null, counters }] : [],
  );
  return {
    version,
    page,
    tenant_name: facts.tenant_name,
    branding: {
      primary_color: facts.primary_color ?? DEFAULT_PRIMARY_COLOR,
      secondary_color: facts.secondary_color ?? DEFAULT_SECONDARY_COLOR,
      logo_url: await signed(deps).sign(facts.logo),
      disclaimer_text: facts.disclaimer_text ?? '',
      ai_video_disclaimer: facts.ai_video_disclaimer ?? '',
    },
    contact_phone: facts.contact_phone || null,
    resume_chapter: resume !== null && chapterKeys.has(resume) ? resume : null,
    viewed_chapters: metrics
      .filter((row) => row.chapter_id !== null && row.counters.video_finished)
      .map((row) => row.chapter_id ?? ''),
    metrics,
    answers: answers.flatMap((row) => toSaved(content, row, language) ?? []),
    progress: progressOf(content, answerMap(answers), language),
    session_expires_at: sessionEnd(now).toISOString(),
  };
}

/** A video as the version's approval froze it: its file, length and captions then. */
interface FrozenVideo {
  video_id: string | number;
  object_key: string;
  duration_seconds: string | number | null;
  captions: { language: string; vtt: string }[];
}

/** A video's captions in the platform's order of languages (a row of another language is left out). */
function inLanguageOrder(captions: FrozenVideo['captions']): InteractionMedia['videos'][number]['captions'] {
  return supportedLanguages.flatMap((language) => {
    const found = captions.find((caption) => caption.language === language);
    return found ? [{ language, vtt: found.vtt }] : [];
  });
}

/**
 * Signed URLs of the chapters' videos, each with its captions: the files and captions the published
 * version was approved with, never the library's later ones (an edited caption or a re-rendered file
 * reaches patients only with a new approved version). A video not ready then is not shown.
 */
export function interactionMedia(deps: InteractionDeps, session: PatientSession): Promise<InteractionMedia> {
  return inPatientContext(deps, session, async (tx) => {
    const { version, content } = await newestPublished(tx, session);
    const [frozen] = rowsOf<{ media: FrozenVideo[] | string }>(
      await tx.execute(sql`
        SELECT media FROM touchpoint_versions
        WHERE tenant_id = ${session.tenantId} AND touchpoint_id = ${session.touchpointId} AND version = ${version}`),
    );
    const media = (
      typeof frozen?.media === 'string' ? JSON.parse(frozen.media) : (frozen?.media ?? [])
    ) as FrozenVideo[];
    const videos = new Map(media.map((video) => [Number(video.video_id), video]));
    const signer = signed(deps);
    const list: InteractionMedia['videos'] = [];
    for (const chapter of content.chapters) {
      const video = chapter.video_id === null ? undefined : videos.get(chapter.video_id);
      const url = video ? await signer.sign(video.object_key) : null;
      if (!video || !url) continue;
      list.push({
        chapter: chapter.key,
        video_id: Number(video.video_id),
        url,
        duration_seconds: video.duration_seconds === null ? null : Number(video.duration_seconds),
        captions: inLanguageOrder(video.captions),
      });
    }
    return { expires_at: signer.expiresAt.toISOString(), videos: list };
  });
}

/** Signed URLs of the page's pictures and documents. */
export function interactionThumbnails(
  deps: InteractionDeps,
  session: PatientSession,
): Promise<InteractionThumbnails> {
  return inPatientContext(deps, session, async (tx) => {
    const { content } = await newestPublished(tx, session);
    const signer = signed(deps);
    const chapters: InteractionThumbnails['chapters'] = [];
    for (const chapter of content.chapters) {
      chapters.push({ chapter: chapter.key, thumbnail_url: await signer.sign(chapter.thumbnail) });
    }
    const documents: InteractionThumbnails['documents'] = [];
    for (const button of content.buttons) {
      const url = button.kind === 'document' ? await signer.sign(button.document) : null;
      if (url) documents.push({ button: button.key, url });
    }
    return {
      expires_at: signer.expiresAt.toISOString(),
      logo_url: await signer.sign(content.landing_page.logo),
      thumbnail_url: await signer.sign(content.landing_page.thumbnail),
      chapters,
      documents,
    };
  });
}

/** A message from the patient to the care team. */
export function submitChat(
  deps: InteractionDeps,
  session: PatientSession,
  message: string,
): Promise<{ sent_at: string }> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - PATIENT_MESSAGE_LIMIT.windowSeconds * 1000);
  return inPatientContext(deps, session, async (tx) => {
    // The link's row is locked first, so messages sent at once are counted one after another.
    await tx.execute(sql`
      SELECT 1 FROM interactions WHERE tenant_id = ${session.tenantId} AND id = ${session.interactionId}
      FOR UPDATE`);
    const [recent] = rowsOf<{ sent: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS sent FROM patient_messages
        WHERE tenant_id = ${session.tenantId} AND patient_id = ${session.patientId}
          AND interaction_id = ${session.interactionId} AND created_at > ${since}`),
    );
    if ((recent?.sent ?? 0) >= PATIENT_MESSAGE_LIMIT.perWindow) throw new ApiError('RATE_LIMITED');
    await tx.execute(sql`
      INSERT INTO patient_messages (tenant_id, interaction_id, patient_id, body, created_at)
      VALUES (${session.tenantId}, ${session.interactionId}, ${session.patientId}, ${message}, ${now})`);
    return { sent_at: now.toISOString() };
  });
}

/** The answer's row written, or replaced (`source` is where its values are selected from). */
function answerUpsert(
  session: PatientSession,
  written: {
    chapter: string;
    question: string;
    answer: AnswerValue;
    version: number;
    correct: boolean | null;
  },
  now: Date,
  source: SQL,
): SQL {
  return sql`
    INSERT INTO interaction_answers (tenant_id, interaction_id, chapter, question, answer, version, answered_at,
      correct)
    SELECT ${session.tenantId}::integer, ${session.interactionId}::bigint, ${written.chapter}::text,
      ${written.question}::text, ${JSON.stringify(written.answer)}::jsonb, ${written.version}::integer,
      ${now}::timestamptz, ${written.correct}::boolean ${source}
    ON CONFLICT (tenant_id, interaction_id, chapter, question) DO UPDATE
      SET answer = EXCLUDED.answer, version = EXCLUDED.version, answered_at = EXCLUDED.answered_at,
        correct = EXCLUDED.correct`;
}

/**
 * The answer saved in two round trips when the newest published version seen is cached: the page's
 * language and the version still published are read in one, the answer (checked against the cached
 * document) written and every answer read back in the other, the write made only if that version is
 * still the published one. Null when it cannot decide (nothing cached, another version published,
 * an answer the cached version refuses): the careful path then answers, with its own errors.
 */
async function saveAnswerAtOnce(
  deps: InteractionDeps,
  session: PatientSession,
  questionKey: string,
  body: { chapter?: string; answer: AnswerValue },
  now: Date,
): Promise<SavedAnswerOutcome | null> {
  const version = newestSeen.get(touchpointKeyOf(session));
  const content = version === undefined ? undefined : publishedCache.get(cacheKeyOf(session, version));
  if (version === undefined || !content) return null;
  const found = findQuestion(content, body.chapter, questionKey);
  if (!found) return null;
  let answer: AnswerValue;
  try {
    answer = checkAnswer(found, body.answer);
  } catch {
    return null;
  }
  const context = { credential: session.credential };
  const [facts = []] = await deps.db.atOnceInContext(context, [
    sql`
      SELECT t.published_version AS version, i.language, p.language_preference AS preferred
      FROM interactions i
      JOIN patients p ON p.tenant_id = i.tenant_id AND p.id = i.patient_id
      JOIN touchpoints t ON t.tenant_id = i.tenant_id AND t.id = ${session.touchpointId}::bigint
      WHERE i.tenant_id = ${session.tenantId}::integer AND i.id = ${session.interactionId}::bigint`,
  ]);
  const fact = facts[0] as { version: number | null; language: string | null; preferred: string } | undefined;
  if (!fact || fact.version !== version) return null;
  const language = languageOr(fact.language ?? fact.preferred, 'en');
  const result = resultOf(found, answer, language, content.default_language);
  const chapter = body.chapter ?? '';
  const [writtenRows = [], answerRows = []] = await deps.db.atOnceInContext(context, [
    sql`
      WITH still AS (
        SELECT 1 FROM touchpoints
        WHERE tenant_id = ${session.tenantId}::integer AND id = ${session.touchpointId}::bigint
          AND published_version = ${version}::integer
      ), written AS (
        ${answerUpsert(session, { chapter, question: questionKey, answer, version, correct: answerIsRight(result) }, now, sql`FROM still`)}
        RETURNING 1
      )
      SELECT count(*)::integer AS written FROM written`,
    answersStatement(session),
  ]);
  if (Number(writtenRows[0]?.written ?? 0) === 0) return null;
  const answers = answerMap((answerRows as unknown as AnswerRow[]).map(parsedAnswer));
  return answerOutcome(
    content,
    { chapter: body.chapter, question: questionKey, answer, result },
    answers,
    language,
    now,
  );
}

/** Saves one answer (replacing an earlier one) and answers what the patient sees next. */
export async function saveAnswer(
  deps: InteractionDeps,
  session: PatientSession,
  questionKey: string,
  body: { chapter?: string; answer: AnswerValue },
): Promise<SavedAnswerOutcome> {
  const now = deps.clock.now();
  const quick = await saveAnswerAtOnce(deps, session, questionKey, body, now);
  if (quick) return quick;
  return inPatientContext(deps, session, async (tx) => {
    const { version, content } = await newestPublished(tx, session);
    const found = findQuestion(content, body.chapter, questionKey);
    if (!found) throw new ApiError('NOT_FOUND', 'This page has no such question.');
    const answer = checkAnswer(found, body.answer);
    const chapter = body.chapter ?? '';
    const language = await pageLanguage(tx, session, undefined, now);
    const result = resultOf(found, answer, language, content.default_language);
    await tx.execute(
      answerUpsert(
        session,
        { chapter, question: questionKey, answer, version, correct: answerIsRight(result) },
        now,
        sql``,
      ),
    );
    const answers = answerMap(await savedAnswers(tx, session));
    const saved = { chapter: body.chapter, question: questionKey, answer, result };
    return answerOutcome(content, saved, answers, language, now);
  });
}

/** Seconds that may be counted beyond the time since the link was made (clocks of phones drift). */
const CLOCK_SLACK_SECONDS = 120;

/** The metric's row written, or raised to the counters sent (`source` is where its values are selected from). */
function metricUpsert(session: PatientSession, metric: InteractionMetric, now: Date, source: SQL): SQL {
  return sql`
    INSERT INTO interaction_metrics AS m (tenant_id, interaction_id, chapter, fingerprint, config_data,
      page_visits, time_on_page, video_watch_time, cta_interactions, video_finished, video_watch_count,
      survey_interactions, survey_completed, updated_at)
    SELECT ${session.tenantId}::integer, ${session.interactionId}::bigint, ${metric.chapter_id ?? ''}::text,
      ${metric.fingerprint}::text, ${JSON.stringify(metric.config_data)}::jsonb, ${metric.page_visits}::integer,
      ${metric.time_on_page}::integer, ${metric.video_watch_time}::integer, ${metric.cta_interactions}::integer,
      ${metric.video_finished}::boolean, ${metric.video_watch_count}::integer,
      ${metric.survey_interactions}::integer, ${metric.survey_completed}::boolean, ${now}::timestamptz ${source}
    ON CONFLICT (tenant_id, interaction_id, chapter) DO UPDATE SET
      fingerprint = EXCLUDED.fingerprint,
      config_data = EXCLUDED.config_data,
      page_visits = greatest(m.page_visits, EXCLUDED.page_visits),
      time_on_page = greatest(m.time_on_page, EXCLUDED.time_on_page),
      video_watch_time = greatest(m.video_watch_time, EXCLUDED.video_watch_time),
      cta_interactions = greatest(m.cta_interactions, EXCLUDED.cta_interactions),
      video_finished = m.video_finished OR EXCLUDED.video_finished,
      video_watch_count = greatest(m.video_watch_count, EXCLUDED.video_watch_count),
      survey_interactions = greatest(m.survey_interactions, EXCLUDED.survey_interactions),
      survey_completed = m.survey_completed OR EXCLUDED.survey_completed,
      updated_at = EXCLUDED.updated_at`;
}

/**
 * The metric written in one round trip, when the version it is checked against is the one the
 * touchpoint still has published: the chapter is checked against that version's cached document, and
 * the time against the link's age, in the statement that writes. False when the statement wrote
 * nothing (another version published since, an impossible time, a link gone): the careful path then
 * decides, with its own errors.
 */
async function recordMetricAtOnce(
  deps: InteractionDeps,
  session: PatientSession,
  metric: InteractionMetric,
  now: Date,
): Promise<boolean> {
  const version = newestSeen.get(touchpointKeyOf(session)) ?? null;
  if (metric.chapter_id !== null) {
    const content = version === null ? undefined : publishedCache.get(cacheKeyOf(session, version));
    if (!content?.chapters.some((item) => item.key === metric.chapter_id)) return false;
  }
  const [rows = []] = await deps.db.atOnceInContext({ credential: session.credential }, [
    sql`
      WITH allowed AS (
        SELECT 1 FROM interactions i
        JOIN touchpoints t ON t.tenant_id = i.tenant_id AND t.id = ${session.touchpointId}::bigint
        WHERE i.tenant_id = ${session.tenantId}::integer AND i.id = ${session.interactionId}::bigint
          AND t.published_version IS NOT NULL
          AND (${version}::integer IS NULL OR t.published_version = ${version}::integer)
          AND floor(extract(epoch FROM ${now}::timestamptz - i.created_at)) + ${CLOCK_SLACK_SECONDS}::integer
            >= greatest(${metric.time_on_page}::integer, ${metric.video_watch_time}::integer)
      ), written AS (
        ${metricUpsert(session, metric, now, sql`FROM allowed`)}
        RETURNING 1
      ), moved AS (
        UPDATE interactions SET current_chapter = ${metric.chapter_id}::text, updated_at = ${now}::timestamptz
        WHERE ${metric.chapter_id}::text IS NOT NULL AND tenant_id = ${session.tenantId}::integer
          AND id = ${session.interactionId}::bigint AND EXISTS (SELECT 1 FROM allowed)
      )
      SELECT count(*)::integer AS written FROM written`,
  ]);
  return Number(rows[0]?.written ?? 0) > 0;
}

/**
 * Records the metric. Counters keep the highest value seen, so a late or repeated send lowers nothing;
 * time counted beyond what has passed since the link was made is refused, as is an unknown chapter.
 * A patient's page sends these every few seconds: the usual case is one round trip
 * ({@link recordMetricAtOnce}); anything else takes the careful path below.
 */
export async function recordMetric(
  deps: InteractionDeps,
  session: PatientSession,
  metric: InteractionMetric,
): Promise<{ recorded: boolean }> {
  const now = deps.clock.now();
  if (await recordMetricAtOnce(deps, session, metric, now)) return { recorded: true };
  return inPatientContext(deps, session, async (tx) => {
    const { content } = await newestPublished(tx, session);
    if (metric.chapter_id !== null && !content.chapters.some((item) => item.key === metric.chapter_id)) {
      throw new ApiError('VALIDATION_FAILED', undefined, [
        { path: 'body.chapter_id', message: 'This page has no such chapter.' },
      ]);
    }
    const [link] = rowsOf<{ created_at: Date | string }>(
      await tx.execute(sql`
        SELECT created_at FROM interactions WHERE tenant_id = ${session.tenantId} AND id = ${session.interactionId}`),
    );
    const created = link ? new Date(iso(link.created_at)).getTime() : now.getTime();
    const possible = Math.floor((now.getTime() - created) / 1000) + CLOCK_SLACK_SECONDS;
    const impossible = (['time_on_page', 'video_watch_time'] as const).filter(
      (field) => metric[field] > possible,
    );
    if (impossible.length > 0) {
      throw new ApiError(
        'VALIDATION_FAILED',
        undefined,
        impossible.map((field) => ({
          path: `body.${field}`,
          message: 'More time than has passed since the link was sent.',
        })),
      );
    }
    await tx.execute(metricUpsert(session, metric, now, sql``));
    if (metric.chapter_id !== null) {
      await tx.execute(sql`
        UPDATE interactions SET current_chapter = ${metric.chapter_id}, updated_at = ${now}
        WHERE tenant_id = ${session.tenantId} AND id = ${session.interactionId}`);
    }
    return { recorded: true };
  });
}
