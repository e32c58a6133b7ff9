import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { TextArea } from './TextAreaField.styles';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled text area that matches TextField: hint and error announced through aria-describedby. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, ...areaProps },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <TextArea ref={ref} {...control} {...areaProps} />}
    </FieldFrame>
  );
});
