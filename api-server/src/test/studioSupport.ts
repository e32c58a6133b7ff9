import { setTimeout as sleep } from 'node:timers/promises';
import type {
  CampaignDetail,
  Cohort,
  Patient,
  Send,
  Touchpoint,
  TouchpointContentInput,
} from '@outreach/shared-contracts';
import { withProvisionedContext } from '../db/grants.js';
import { createLink, type CreatedLink } from '../modules/interactions/links.js';
import type { TestApp } from './build.js';
import { staffCaller, tenantIdOf, type StaffCaller } from '../modules/patients/testSupport.js';

/** A ready video in a tenant's library (no call adds one yet; the owner writes the row). */
export async function addVideo(t: TestApp, tenantId: number, title: string): Promise<number> {
  const [row] = await t.db.queryAsOwner<{ id: string | number }>(
    `INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds)
     VALUES ($1, $2, 'upload', 'ready', $3, 30) RETURNING id`,
    [tenantId, title, `${String(tenantId)}/synthesia-videos/${title.replace(/\W/g, '').padEnd(16, '0')}.mp4`],
  );
  return Number(row?.id);
}

/** Content that passes every check, in English and Spanish, using one video. */
export function completeContent(videoId: number): TouchpointContentInput {
  return {
    default_language: 'en',
    languages: ['en', 'es'],
    channels: 'email_and_sms',
    landing_page: {
      title: { en: 'Your heart visit', es: 'Su visita del corazón' },
      body: { en: '<p>Hello</p>', es: '<p>Hola</p>' },
    },
    email: {
      subject: { en: 'Before your visit, {{first_name}}', es: 'Antes de su visita, {{first_name}}' },
      html: {
        en: '<p>Hi {{first_name}}, <a href="{{link}}">open</a></p>',
        es: '<p>Hola {{first_name}}, <a href="{{link}}">abrir</a></p>',
      },
      text: { en: 'Hi {{first_name}}: {{link}}', es: 'Hola {{first_name}}: {{link}}' },
    },
    sms: { text: { en: 'Hi {{first_name}}, watch: {{link}}', es: 'Hola {{first_name}}, vea: {{link}}' } },
    chapters: [
      {
        key: 'c1',
        title: { en: 'Your medicines', es: 'Sus medicamentos' },
        video_id: videoId,
        questions: [
          {
            key: 'q1',
            kind: 'quiz',
            prompt: { en: 'When?', es: '¿Cuándo?' },
            options: [
              { key: 'a', label: { en: 'Morning', es: 'Mañana' }, correct: true },
              { key: 'b', label: { en: 'Never', es: 'Nunca' } },
            ],
          },
        ],
      },
    ],
    buttons: [{ key: 'b1', kind: 'call', label: { en: 'Call us', es: 'Llámenos' }, phone: '+15550100200' }],
  };
}

export interface StudioTeam {
  author: StaffCaller;
  reviewer: StaffCaller;
  authorId: number;
  reviewerId: number;
  tenantId: number;
}

/** Two staff members of one tenant: an author and a colleague who reviews. */
export async function studioTeam(t: TestApp, tenantName: string): Promise<StudioTeam> {
  const authorUser = await t.createUser({ tenantName });
  const reviewerUser = await t.createUser({ tenantName });
  return {
    author: await staffCaller(t, authorUser),
    reviewer: await staffCaller(t, reviewerUser),
    authorId: authorUser.id,
    reviewerId: reviewerUser.id,
    tenantId: await tenantIdOf(t, tenantName),
  };
}

/** A campaign with one touchpoint of the given content. */
export async function campaignWithTouchpoint(
  caller: StaffCaller,
  content: TouchpointContentInput,
  name = 'Heart failure follow-up',
): Promise<{ campaign: CampaignDetail; touchpoint: Touchpoint }> {
  const campaign = await caller.json<CampaignDetail>('POST', '/api/campaigns/', { name });
  const touchpoint = await caller.json<Touchpoint>('POST', '/api/touchpoints', {
    campaign_id: campaign.id,
    name: 'Week one',
    content,
  });
  return { campaign, touchpoint };
}

/**
 * A published touchpoint of the team's tenant, in a campaign of its own: written by the author,
 * approved by the reviewer; its content is {@link completeContent} unless `content` makes another.
 */
export async function publishedTouchpoint(
  t: TestApp,
  team: StudioTeam,
  content: (videoId: number) => TouchpointContentInput = completeContent,
): Promise<number> {
  const videoId = await addVideo(t, team.tenantId, 'Heart medicines');
  const { touchpoint } = await campaignWithTouchpoint(team.author, content(videoId));
  const at = `/api/touchpoints/${String(touchpoint.id)}`;
  await team.author.json('POST', '/api/touchpoints/reviewers', {
    touchpoint_id: touchpoint.id,
    user_id: team.reviewerId,
  });
  await team.reviewer.json(
    'POST',
    `${at}/review`,
    { revision: touchpoint.revision, decision: 'approve' },
    200,
  );
  await team.author.json('POST', `${at}/publish`, { revision: touchpoint.revision }, 200);
  return touchpoint.id;
}

/** The campaign a touchpoint of the team's tenant belongs to, as the API answers it. */
export async function campaignOf(team: StudioTeam, touchpointId: number): Promise<number> {
  return (await team.author.json<Touchpoint>('GET', `/api/touchpoints/${String(touchpointId)}`)).campaign;
}

/** Sends the touchpoint to the cohort now, quiet hours overridden, and waits until the send is done. */
export async function sendNowAndWait(team: StudioTeam, touchpoint: number, cohortId: number): Promise<Send> {
  const created = await team.author.json<Send>(
    'POST',
    `/api/touchpoints/${String(touchpoint)}/sends`,
    { cohort_ids: [cohortId], quiet_hours: false },
    201,
  );
  for (let i = 0; i < 200; i += 1) {
    const send = await team.author.json<Send>('GET', `/api/sends/${String(created.id)}`);
    if (send.state === 'done') return send;
    await sleep(50);
  }
  throw new Error('the send did not finish in time');
}

/** Where {@link smsCohort} puts its patients: the cohort's title, their last name, MRN and mobile prefixes. */
export interface SmsCohortOptions {
  title: string;
  lastName: string;
  mrnPrefix: string;
  /** Eight digits after the `+`; the patient's two and a count of two follow. */
  mobilePrefix: string;
  time_zone?: string;
}

/** A new cohort of `count` patients who take SMS only and have consented to it. */
export async function smsCohort(
  team: StudioTeam,
  count: number,
  options: SmsCohortOptions,
): Promise<{ cohort: Cohort; patients: Patient[] }> {
  const cohort = await team.author.json<Cohort>('POST', '/api/cohorts', { title: options.title });
  const patients: Patient[] = [];
  for (let i = 0; i < count; i += 1) {
    patients.push(
      await team.author.json<Patient>('POST', '/api/patients', {
        mrn: `${options.mrnPrefix}-${i}`,
        first_name: `P${i}`,
        last_name: options.lastName,
        date_of_birth: '1980-05-06',
        mobile: `+${options.mobilePrefix}${String(i).padStart(2, '0')}`,
        communication_preference: 'sms',
        sms_consent: true,
        ...(options.time_zone ? { time_zone: options.time_zone } : {}),
        cohort_ids: [cohort.id],
      }),
    );
  }
  return { cohort, patients };
}

/** A patient link to a published touchpoint, made as the team's author makes one; throws if none is made. */
export async function linkFor(
  t: TestApp,
  team: StudioTeam,
  touchpointId: number,
  patientId: number,
  at: Date = t.clock.now(),
): Promise<CreatedLink> {
  const link = await withProvisionedContext(t.db, { tenantId: team.tenantId, userId: team.authorId }, (tx) =>
    createLink(tx, {
      tenantId: team.tenantId,
      touchpointId,
      patientId,
      isTest: false,
      createdBy: team.authorId,
      at,
    }),
  );
  if (!link) throw new Error('No link: the touchpoint is not published or the patient is not the tenant’s');
  return link;
}
