import { useId, type ReactNode } from 'react';
import { ChoiceError, ChoiceGroup, Choice, Choices, Warning } from './MessagingSection.styles';

export interface ProviderChoiceProps<Provider extends string> {
  legend: string;
  options: readonly { value: Provider; label: string }[];
  value: Provider;
  onChange: (next: Provider) => void;
  /** What the current choice means, announced with the choice. */
  warning?: string | null;
  error?: string | null;
  disabled?: boolean;
  /** The chosen provider's fields, inside the group. */
  children?: ReactNode;
}

/**
 * Radio buttons to choose a provider by: native ones, so Tab reaches the group and the arrow keys
 * move the choice, as everywhere else.
 */
export function ProviderChoice<Provider extends string>({
  legend,
  options,
  value,
  onChange,
  warning,
  error,
  disabled = false,
  children,
}: ProviderChoiceProps<Provider>) {
  const id = useId();
  const describedBy = [warning ? `${id}-warning` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <ChoiceGroup aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
            />
            {option.label}
          </Choice>
        ))}
      </Choices>
      {error && <ChoiceError id={`${id}-error`}>{error}</ChoiceError>}
      {warning && <Warning id={`${id}-warning`}>{warning}</Warning>}
      {children}
    </ChoiceGroup>
  );
}
