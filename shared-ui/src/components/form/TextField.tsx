import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { FieldInput, InputRow } from './TextField.styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  /** Rendered after the input inside the same row, e.g. a show/hide toggle. */
  trailing?: ReactNode;
}

/** A labelled input with an optional hint and error, both announced through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, trailing, ...inputProps },
  ref,
) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <InputRow>
          <FieldInput ref={ref} {...control} {...inputProps} />
          {trailing}
        </InputRow>
      )}
    </FieldFrame>
  );
});
