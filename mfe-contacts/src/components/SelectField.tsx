import { useId, type SelectHTMLAttributes } from 'react';
import { Field, FieldError, FieldLabel, Select } from '@outreach/shared-ui';

export interface SelectChoice {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'children'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly SelectChoice[];
  /** A first choice with the value '' (e.g. 'All' or 'No change'). */
  emptyChoice?: string;
  error?: string | null;
}

/** A labelled native select, with its error announced through aria-describedby. */
export function SelectField({
  label,
  value,
  onChange,
  choices,
  emptyChoice,
  error,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...selectProps}
      >
        {emptyChoice !== undefined && <option value="">{emptyChoice}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
