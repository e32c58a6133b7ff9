import type { InputHTMLAttributes } from 'react';
import { CheckboxLabel } from './CheckboxField.styles';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox wrapped in its label, so the whole text is the click target. */
export function CheckboxField({ label, checked, onChange, ...inputProps }: CheckboxFieldProps) {
  return (
    <CheckboxLabel>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...inputProps}
      />
      {label}
    </CheckboxLabel>
  );
}
