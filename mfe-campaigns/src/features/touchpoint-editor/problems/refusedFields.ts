import type { DraftEdit, FieldProblem, RefusedPath } from './draftProblems';

/** A field the server refused, with the value it refused: it stays a problem until the value changes. */
export interface RefusedField extends RefusedPath {
  value: string;
}

/** The value at a path of an edit (`name`, `chapters.0.title` in a language), as JSON to compare. */
export function valueAt(edit: DraftEdit, { path, language }: RefusedPath): string {
  if (path === 'name') return JSON.stringify(edit.name);
  let value: unknown = edit.content;
  for (const part of [...path.split('.'), ...(language ? [language] : [])]) {
    value =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return JSON.stringify(value) ?? '';
}

/** The problems of an edit: its own, and the refused fields still holding the value refused. */
export function withRefused(
  edit: DraftEdit,
  own: readonly FieldProblem[],
  refused: readonly RefusedField[],
): FieldProblem[] {
  const still = refused
    .filter(
      (field) => !own.some((problem) => problem.path === field.path) && valueAt(edit, field) === field.value,
    )
    .map(({ path, language }): FieldProblem => ({
      path,
      kind: 'refused',
      ...(language ? { language } : {}),
    }));
  return [...own, ...still];
}
