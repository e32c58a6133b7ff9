import { useId, type ReactNode } from 'react';
import { Field, FieldError, FieldHint, FieldLabel } from './FieldFrame.styles';

/** What ties a control to its label, hint and error: spread it on the control before the control's own props. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string | null;
  /** Renders the control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, optional hint and optional error around one form control. The hint and the error are
 * announced with the control through aria-describedby, and an error marks the control invalid.
 */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
