/** The steps of the builder, in the order a touchpoint is usually written. */
export const editorSteps = [
  'basics',
  'landing',
  'messages',
  'chapters',
  'survey',
  'buttons',
  'languages',
  'review',
] as const;
export type EditorStep = (typeof editorSteps)[number];

export function isEditorStep(value: string | null): value is EditorStep {
  return editorSteps.some((step) => step === value);
}

const stepOfSection: Record<string, EditorStep> = {
  landing_page: 'landing',
  email: 'messages',
  sms: 'messages',
  chapters: 'chapters',
  survey: 'survey',
  buttons: 'buttons',
  languages: 'languages',
  default_language: 'languages',
  branding: 'review',
};

/** The step where the part of the content at a check's path (`chapters.0.title`) is edited. */
export function stepOfPath(path: string): EditorStep {
  const section = path.split('.')[0] ?? '';
  return stepOfSection[section] ?? 'basics';
}
