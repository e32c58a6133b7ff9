import { createContext, useContext } from 'react';
import type { LanguageCode, Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';
import type { FieldProblem } from './problems/draftProblems';

/** What every step of the builder reads and changes. */
export interface EditorValue {
  /** The touchpoint as the server last answered it. */
  touchpoint: Touchpoint;
  name: string;
  content: TouchpointContent;
  /** The language whose texts the steps show and edit. */
  language: LanguageCode;
  setName: (name: string) => void;
  update: (change: (content: TouchpointContent) => TouchpointContent) => void;
  adopt: (touchpoint: Touchpoint) => void;
  /** The fields whose value stays in the form but is not saved. */
  problems: FieldProblem[];
  /** Opens the step of a field (in a language, for a text), scrolls to it and focuses it. */
  goToField: (path: string, language?: LanguageCode) => void;
}

export const EditorContext = createContext<EditorValue | null>(null);

export function useEditor(): EditorValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor is used outside the touchpoint editor.');
  return value;
}
