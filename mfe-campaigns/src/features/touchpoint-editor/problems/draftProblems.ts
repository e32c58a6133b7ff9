import {
  isButtonWebAddress,
  supportedLanguages,
  isCallNumber,
  isTouchpointName,
  type ApiErrorDetail,
  type LanguageCode,
  type TouchpointContent,
} from '@outreach/shared-contracts/core';

/** What is wrong with a field, as the studio words it (`problems.<kind>`). */
export type FieldProblemKind = 'name' | 'webAddress' | 'phone' | 'refused';

/** A field whose value the server would refuse: it stays in the form but is not saved. */
export interface FieldProblem {
  /** Where the field sits: `name`, or a path in the content such as `buttons.1.url`. */
  path: string;
  kind: FieldProblemKind;
  /** The language of a text that is refused in one language only. */
  language?: LanguageCode;
}

export interface DraftEdit {
  name: string;
  content: TouchpointContent;
}

/** The fields of an edit that break a rule of the contract, in the order the steps show them. */
export function draftProblems(edit: DraftEdit): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isTouchpointName(edit.name)) problems.push({ path: 'name', kind: 'name' });
  edit.content.buttons.forEach((button, index) => {
    if (button.kind === 'url' && !isButtonWebAddress(button.url)) {
      problems.push({ path: `buttons.${index}.url`, kind: 'webAddress' });
    }
    if (button.kind === 'call' && !isCallNumber(button.phone)) {
      problems.push({ path: `buttons.${index}.phone`, kind: 'phone' });
    }
  });
  return problems;
}

/** Where a refused save says a field is: its path, and the language for one text of a field. */
export interface RefusedPath {
  path: string;
  language?: LanguageCode;
}

function languageOf(part: string | undefined): LanguageCode | undefined {
  return supportedLanguages.find((code) => code === part);
}

/**
 * The content paths a refused save named (`body.content.chapters.0.title.es` → `chapters.0.title` in
 * Spanish; `body.name` → `name`), for rules only the server knows.
 */
export function refusedPaths(details: readonly ApiErrorDetail[] | undefined): RefusedPath[] {
  return (details ?? []).flatMap(({ path }): RefusedPath[] => {
    const parts = path.split('.');
    if (parts[0] === 'body') parts.shift();
    if (parts[0] === 'name') return [{ path: 'name' }];
    if (parts[0] !== 'content' || parts.length < 2) return [];
    const language = parts.length > 2 ? languageOf(parts.at(-1)) : undefined;
    const field = parts.slice(1, language ? -1 : undefined).join('.');
    return [language ? { path: field, language } : { path: field }];
  });
}
