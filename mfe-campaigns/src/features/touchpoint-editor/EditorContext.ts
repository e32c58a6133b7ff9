import { createContext, useContext } from 'react';
import type { LanguageCode, Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';

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
}

export const EditorContext = createContext<EditorValue | null>(null);

export function useEditor(): EditorValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor is used outside the touchpoint editor.');
  return value;
}
