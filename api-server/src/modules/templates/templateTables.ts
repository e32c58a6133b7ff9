import type {
  EmailTemplate,
  LandingPageTemplate,
  LocalizedText,
  SmsTemplate,
  SurveyQuestion,
  SurveyTemplate,
  TemplateBase,
  TemplateKind,
} from '@outreach/shared-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sanitizeRichText } from '../../content/richText.js';
import { claimUpload, type ClaimDeps } from '../uploads/claim.js';

/** The content of each kind: its answer without the fields every template has. */
export type LandingPageFields = Omit<LandingPageTemplate, keyof TemplateBase>;
export type EmailFields = Omit<EmailTemplate, keyof TemplateBase>;
export type SmsFields = Omit<SmsTemplate, keyof TemplateBase>;
export type SurveyFields = Omit<SurveyTemplate, keyof TemplateBase>;

/** Who saves content, in which transaction: what claiming an upload needs. */
export interface SaveContext {
  tx: Db;
  deps: ClaimDeps;
  tenantId: number;
  userId: number;
}

/**
 * How one kind of template is stored: its own table (typed columns, so the database checks what it
 * can), the values of its content columns, and what makes content safe to store.
 */
export interface TemplateTable<Fields> {
  kind: TemplateKind;
  tableName: string;
  /** Column name → value, for every content column the API writes. */
  columns(fields: Fields): Record<string, SQL>;
  /** The content of a row read with `SELECT *`. */
  read(row: Record<string, unknown>): Fields;
  /** Rich text sanitised and uploads claimed (refused at their body field); what is stored is safe to show. */
  prepare(fields: Fields, context: SaveContext): Promise<Fields>;
}

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const plain = (value: string | boolean | null) => sql`${value}`;
/** A jsonb value as read: node-postgres parses it, PGlite may hand over its text. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const text = (value: unknown) => parsed(value) as LocalizedText;
const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();

function sanitizeEach(html: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(html).map(([language, value]) => [language, sanitizeRichText(value)]),
  );
}

const nothingToPrepare = <Fields>(fields: Fields) => Promise.resolve(fields);

export const landingPageTemplates: TemplateTable<LandingPageFields> = {
  kind: 'landing_page',
  tableName: 'landing_page_templates',
  columns: ({ content }) => ({
    title: jsonb(content.title),
    body: jsonb(content.body),
    logo: plain(content.logo),
    thumbnail: plain(content.thumbnail),
    show_disclaimer: plain(content.show_disclaimer),
    show_ai_video_disclaimer: plain(content.show_ai_video_disclaimer),
  }),
  read: (row) => ({
    content: {
      title: text(row.title),
      body: text(row.body),
      logo: (row.logo as string | null) ?? null,
      thumbnail: (row.thumbnail as string | null) ?? null,
      show_disclaimer: row.show_disclaimer === true,
      show_ai_video_disclaimer: row.show_ai_video_disclaimer === true,
    },
  }),
  async prepare({ content }, { tx, deps, tenantId, userId }) {
    const files = [
      ['logo', 'landing-page-logos', content.logo],
      ['thumbnail', 'landing-page-thumbnails', content.thumbnail],
    ] as const;
    for (const [field, kind, key] of files) {
      if (key === null) continue;
      await claimUpload(tx, deps, {
        tenantId,
        userId,
        kind,
        key,
        field: `body.content.${field}`,
        retryMessage: 'Upload the file again.',
      });
    }
    return { content: { ...content, body: sanitizeEach(content.body) } };
  },
};

export const emailTemplates: TemplateTable<EmailFields> = {
  kind: 'email',
  tableName: 'email_templates',
  // `synced_at` is the SendGrid refresh's to set; a new template has not been synced.
  columns: (fields) => ({
    sendgrid_id: plain(fields.sendgrid_id),
    subject: jsonb(fields.subject),
    html: jsonb(fields.html),
    text: jsonb(fields.text),
  }),
  read: (row) => ({
    source: row.sendgrid_id === null ? 'local' : 'sendgrid',
    sendgrid_id: (row.sendgrid_id as string | null) ?? null,
    subject: text(row.subject),
    html: text(row.html),
    text: text(row.text),
    synced_at: row.synced_at === null || row.synced_at === undefined ? null : iso(row.synced_at),
  }),
  prepare: (fields) => Promise.resolve({ ...fields, html: sanitizeEach(fields.html) }),
};

/** A new e-mail template: written here, or a SendGrid reference whose content a refresh fills in. */
export function newEmailFields(body: {
  sendgrid_id?: string | undefined;
  subject: LocalizedText;
  html: LocalizedText;
  text: LocalizedText;
}): EmailFields {
  if (body.sendgrid_id !== undefined) {
    return {
      source: 'sendgrid',
      sendgrid_id: body.sendgrid_id,
      subject: {},
      html: {},
      text: {},
      synced_at: null,
    };
  }
  return {
    source: 'local',
    sendgrid_id: null,
    subject: body.subject,
    html: body.html,
    text: body.text,
    synced_at: null,
  };
}

export const smsTemplates: TemplateTable<SmsFields> = {
  kind: 'sms',
  tableName: 'sms_templates',
  columns: (fields) => ({ text: jsonb(fields.text) }),
  read: (row) => ({ text: text(row.text) }),
  prepare: nothingToPrepare,
};

export const surveyTemplates: TemplateTable<SurveyFields> = {
  kind: 'survey',
  tableName: 'survey_templates',
  columns: (fields) => ({ title: jsonb(fields.title), questions: jsonb(fields.questions) }),
  read: (row) => ({ title: text(row.title), questions: parsed(row.questions) as SurveyQuestion[] }),
  prepare: nothingToPrepare,
};

/** Every kind's table, by the touchpoint content section it fills. */
export const templateTables = {
  landing_page: landingPageTemplates,
  email: emailTemplates,
  sms: smsTemplates,
  survey: surveyTemplates,
} as const satisfies Record<TemplateKind, TemplateTable<unknown>>;
