import type { TouchpointContentInput } from '@outreach/shared-contracts';

/** The files the demo touchpoint uses, shipped beside this module. */
export interface DemoMedia {
  videoIds: [number, number];
  documentKey: string;
}

export const DEMO_CAMPAIGN = 'Heart failure: first weeks at home';
export const DEMO_TOUCHPOINT = 'Week one after discharge';
/** The demo's second touchpoint: written by the demo user, waiting for the demo reviewer. */
export const DEMO_TOUCHPOINT_IN_REVIEW = 'Week two check-in';

/**
 * The demo's published touchpoint, in English and Spanish: a landing page, an e-mail and an SMS, two
 * video chapters with a quiz and a teach-back question, a survey with the medication list, and a call
 * button, an outside link and a PDF.
 */
export function demoTouchpointContent(media: DemoMedia): TouchpointContentInput {
  return {
    default_language: 'en',
    languages: ['en', 'es'],
    channels: 'email_and_sms',
    link_expiry_days: 30,
    landing_page: {
      title: { en: 'Your first week at home', es: 'Su primera semana en casa' },
      body: {
        en: '<p>Two short videos from your care team, a few questions, and a check of your medicines.</p>',
        es: '<p>Dos videos cortos de su equipo de atención, unas preguntas y una revisión de sus medicamentos.</p>',
      },
    },
    email: {
      subject: {
        en: '{{first_name}}, your care team has a message',
        es: '{{first_name}}, su equipo de atención tiene un mensaje',
      },
      html: {
        en: '<p>Hello {{first_name}},</p><p>{{tenant_name}} prepared two short videos for your first week at home.</p><p>{{link}}</p><p>See you soon, your care team.</p>',
        es: '<p>Hola {{first_name}}:</p><p>{{tenant_name}} preparó dos videos cortos para su primera semana en casa.</p><p>{{link}}</p><p>Hasta pronto, su equipo de atención.</p>',
      },
      text: {
        en: 'Hello {{first_name}}, {{tenant_name}} prepared two short videos for your first week at home: {{link}}',
        es: 'Hola {{first_name}}: {{tenant_name}} preparó dos videos cortos para su primera semana en casa: {{link}}',
      },
    },
    sms: {
      text: {
        en: '{{tenant_name}}: {{first_name}}, your care team sent you two short videos. {{link}}',
        es: '{{tenant_name}}: {{first_name}}, su equipo le envió dos videos cortos. {{link}}',
      },
    },
    chapters: [
      {
        key: 'medicines',
        title: { en: 'Your medicines', es: 'Sus medicamentos' },
        video_id: media.videoIds[0],
        notes: {
          en: '<p>Take them every morning, even on good days.</p>',
          es: '<p>Tómelos cada mañana, incluso los días buenos.</p>',
        },
        questions: [
          {
            key: 'when-tablets',
            kind: 'quiz',
            prompt: {
              en: 'When do you take your heart tablets?',
              es: '¿Cuándo toma sus pastillas para el corazón?',
            },
            options: [
              { key: 'morning', label: { en: 'Every morning', es: 'Cada mañana' }, correct: true },
              { key: 'bad-days', label: { en: 'Only on bad days', es: 'Solo los días malos' } },
              { key: 'never', label: { en: 'When I remember', es: 'Cuando me acuerdo' } },
            ],
          },
        ],
      },
      {
        key: 'when-to-call',
        title: { en: 'When to call us', es: 'Cuándo llamarnos' },
        video_id: media.videoIds[1],
        questions: [
          {
            key: 'weight-gain',
            kind: 'teach_back',
            prompt: {
              en: 'In your own words: what do you do if your weight goes up quickly?',
              es: 'Con sus palabras: ¿qué hace si su peso sube rápido?',
            },
            answer: {
              en: 'If I gain 2 kg in 3 days, I call the care team the same day.',
              es: 'Si subo 2 kg en 3 días, llamo al equipo de atención el mismo día.',
            },
            keywords: { en: ['2 kg', '3 days', 'call'], es: ['2 kg', '3 días', 'llamo'] },
          },
        ],
      },
    ],
    survey: {
      title: { en: 'Your medicines at home', es: 'Sus medicamentos en casa' },
      questions: [
        {
          key: 'medication-list',
          kind: 'medication_list',
          required: true,
          prompt: { en: 'Are you taking these medicines?', es: '¿Está tomando estos medicamentos?' },
          medications: [
            { key: 'furosemide', name: { en: 'Furosemide 40 mg', es: 'Furosemida 40 mg' } },
            { key: 'bisoprolol', name: { en: 'Bisoprolol 2.5 mg', es: 'Bisoprolol 2,5 mg' } },
            { key: 'ramipril', name: { en: 'Ramipril 5 mg', es: 'Ramipril 5 mg' } },
          ],
          allow_additional: true,
        },
        {
          key: 'confidence',
          kind: 'rating',
          scale: 5,
          prompt: {
            en: 'How sure do you feel about your medicines?',
            es: '¿Qué tan seguro se siente con sus medicamentos?',
          },
        },
        {
          key: 'contact-phone',
          kind: 'phone',
          prompt: { en: 'A phone number we can reach you on', es: 'Un teléfono donde podamos llamarle' },
        },
        {
          key: 'contact-email',
          kind: 'email',
          prompt: {
            en: 'An e-mail address for a copy of your plan',
            es: 'Un correo electrónico para recibir una copia de su plan',
          },
        },
      ],
    },
    buttons: [
      {
        key: 'call',
        kind: 'call',
        label: { en: 'Call the heart team', es: 'Llamar al equipo del corazón' },
        phone: '+15550100200',
      },
      {
        key: 'more',
        kind: 'url',
        label: { en: 'Living with heart failure', es: 'Vivir con insuficiencia cardíaca' },
        url: 'https://www.heart.org/en/health-topics/heart-failure',
      },
      {
        key: 'plan',
        kind: 'document',
        label: { en: 'Your medication plan (PDF)', es: 'Su plan de medicamentos (PDF)' },
        document: media.documentKey,
      },
    ],
  };
}
