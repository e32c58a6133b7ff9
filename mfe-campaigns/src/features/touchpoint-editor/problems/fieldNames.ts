import type { TFunction } from 'i18next';
import type { TouchpointContent } from '@outreach/shared-contracts/core';

/** The label of a field of a section, by the last part of its path. */
const sectionFields: Record<string, Record<string, string>> = {
  landing_page: {
    title: 'landing.title',
    body: 'landing.body',
    logo: 'landing.logo',
    thumbnail: 'landing.thumbnail',
  },
  email: { subject: 'messages.subject', html: 'messages.html', text: 'messages.text' },
  sms: { text: 'messages.smsText' },
};

const chapterFields: Record<string, string> = {
  title: 'chapters.title',
  notes: 'chapters.notes',
  video_id: 'chapters.video',
  thumbnail: 'chapters.thumbnail',
};
const buttonFields: Record<string, string> = {
  label: 'buttons.label',
  url: 'buttons.url',
  phone: 'buttons.phone',
  document: 'buttons.document',
};
const questionFields: Record<string, string> = { prompt: 'questions.prompt', answer: 'questions.answer' };

function numbered(part: string | undefined): number {
  return Number(part ?? 0) + 1;
}

function chapterName(parts: string[], content: TouchpointContent, t: TFunction): string[] {
  const [, c, field, q, sub, o] = parts;
  const names = [t('checks.chapter', { number: numbered(c) })];
  if (field !== 'questions')
    return field && chapterFields[field] ? [...names, t(chapterFields[field])] : names;
  const question = content.chapters[Number(c)]?.questions[Number(q)];
  names.push(t(`questions.kind.${question?.kind ?? 'quiz'}`, { number: numbered(q) }));
  if (sub === 'options' && o !== undefined) names.push(t('questions.option', { number: numbered(o) }));
  else if (sub && questionFields[sub]) names.push(t(questionFields[sub]));
  return names;
}

function surveyName(parts: string[], content: TouchpointContent, t: TFunction): string[] {
  const [, field, q, sub, o] = parts;
  if (field === 'title') return [t('survey.title')];
  if (field !== 'questions') return [t('steps.survey')];
  const question = content.survey?.questions[Number(q)];
  const kind = t(`survey.kind.${question?.kind ?? 'text'}`);
  const names = [t('survey.legend', { number: numbered(q), kind })];
  if (sub === 'prompt') names.push(t('questions.prompt'));
  if (sub === 'options' && o !== undefined) names.push(t('survey.choice', { number: numbered(o) }));
  if (sub === 'medications' && o !== undefined) names.push(t('survey.medication', { number: numbered(o) }));
  return names;
}

/**
 * The name of the field at a path of the content, as the steps label it: `chapters.0.questions.1.prompt`
 * → 'Chapter 1 › Quiz question 2 › Question'. A path the studio has no field for names its section.
 */
export function fieldName(path: string, content: TouchpointContent, t: TFunction): string {
  const parts = path.split('.');
  const [section = '', second] = parts;
  let names: string[];
  if (section === 'name') names = [t('basics.name')];
  else if (section === 'link_expiry_days') names = [t('basics.linkExpiry')];
  else if (section === 'channels') names = [t('basics.channels')];
  else if (section === 'chapters' && second !== undefined) names = chapterName(parts, content, t);
  else if (section === 'survey') names = surveyName(parts, content, t);
  else if (section === 'buttons' && second !== undefined) {
    const kind = content.buttons[Number(second)]?.kind ?? 'url';
    const field = buttonFields[parts[2] ?? ''];
    names = [t(`buttons.kind.${kind}`, { number: numbered(second) }), ...(field ? [t(field)] : [])];
  } else {
    const key = sectionFields[section]?.[second ?? ''];
    names = key ? [t(key)] : [t('checks.wholeTouchpoint')];
  }
  return names.join(' › ');
}
