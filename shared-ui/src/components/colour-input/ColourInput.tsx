import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../form/TextField';
import { normaliseHexColour, toSixDigitHex } from './normaliseHexColour';
import { Picker, Swatch } from './ColourInput.styles';

export interface ColourInputProps {
  label: string;
  /** The current valid colour ('#RRGGBB', '#RGB', or '' when `allowEmpty`). */
  value: string;
  /** Receives only valid colours, uppercased with a leading '#' (or '' when `allowEmpty`). */
  onChange: (value: string) => void;
  /** Told whether the typed text is a valid colour, so a form can refuse to submit while it is not. */
  onValidityChange?: (valid: boolean) => void;
  /** Whether an empty field is a valid value; otherwise empty is an error. */
  allowEmpty?: boolean;
  disabled?: boolean;
}

/**
 * A hex colour field with a swatch and the browser's colour picker. While the typed text is not a
 * colour the field shows why and the last valid colour stays with the caller.
 */
export function ColourInput({
  label,
  value,
  onChange,
  onValidityChange,
  allowEmpty = false,
  disabled,
}: ColourInputProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);

  // A new value from outside (a reset, another tenant) replaces the text unless it is what was typed.
  if (value !== lastValue) {
    setLastValue(value);
    const typed = normaliseHexColour(text, { allowEmpty });
    if (!typed.valid || typed.value !== value) setText(value);
  }

  const result = normaliseHexColour(text, { allowEmpty });
  const shown = result.valid ? result.value : normaliseHexColour(value).valid ? value : '';
  useEffect(() => {
    onValidityChange?.(result.valid);
  }, [result.valid, onValidityChange]);
  const error = result.valid
    ? null
    : t(result.reason === 'required' ? 'colourInput.required' : 'colourInput.invalid');

  const accept = (next: string) => {
    setText(next);
    const checked = normaliseHexColour(next, { allowEmpty });
    if (checked.valid && checked.value !== value) onChange(checked.value);
  };

  return (
    <TextField
      label={label}
      value={text}
      error={error}
      disabled={disabled}
      spellCheck={false}
      autoComplete="off"
      maxLength={16}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        accept(event.target.value);
      }}
      onBlur={() => {
        if (result.valid) setText(result.value);
      }}
      trailing={
        <>
          <Swatch
            aria-hidden="true"
            data-testid="colour-swatch"
            style={shown ? { background: shown } : undefined}
          />
          <Picker
            type="color"
            aria-label={t('colourInput.picker', { label })}
            value={shown ? toSixDigitHex(shown) : '#000000'}
            disabled={disabled}
            onChange={(event) => {
              accept(event.target.value.toUpperCase());
            }}
          />
        </>
      }
    />
  );
}
