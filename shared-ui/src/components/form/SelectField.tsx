import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { Select } from './Select';

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

/** A labelled native select that looks like the text fields beside it; its error is announced with it. */
export function SelectField({
  label,
  value,
  onChange,
  choices,
  emptyChoice,
  error,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <Select
          {...control}
          value={value}
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
      )}
    </FieldFrame>
  );
}
