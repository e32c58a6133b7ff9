import type { Ref } from 'react';
import { directionOf, TextAreaField, TextField } from '@outreach/shared-ui';
import type { LocalizedText } from '@outreach/shared-contracts/core';
import { useEditor } from '../EditorContext';
import { textIn, withText } from '../localized';
import { useFieldProblem } from '../problems/useFieldProblem';
import { OriginalText } from './OriginalText';

export interface TranslatedTextFieldProps {
  label: string;
  hint?: string;
  /** Where the text sits in the content (`landing_page.title`), for the check list's 'Go to'. */
  path: string;
  text: LocalizedText;
  onChange: (text: LocalizedText) => void;
  /** A text area of this many rows instead of a one-line field. */
  rows?: number;
  inputRef?: Ref<HTMLInputElement>;
  areaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A patient-facing text in the language being written, with the original beside it while
 * translating; marked by its path so the check list can lead to it.
 */
export function TranslatedTextField({
  label,
  hint,
  path,
  text,
  onChange,
  rows,
  inputRef,
  areaRef,
}: TranslatedTextFieldProps) {
  const { language } = useEditor();
  const field = useFieldProblem(path);
  const shared = {
    ...field,
    label,
    hint,
    lang: language,
    dir: directionOf(language),
    value: textIn(text, language),
  };
  const change = (value: string) => onChange(withText(text, language, value));
  return (
    <>
      {rows ? (
        <TextAreaField
          {...shared}
          ref={areaRef}
          rows={rows}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <TextField {...shared} ref={inputRef} onChange={(event) => change(event.target.value)} />
      )}
      <OriginalText label={label} text={text} />
    </>
  );
}
