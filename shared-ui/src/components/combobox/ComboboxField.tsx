import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '../form/FieldFrame';
import type { SelectChoice } from '../form/SelectField';
import { ComboboxInput, ComboboxWrapper, ListOption, Listbox, NoMatches } from './ComboboxField.styles';

export interface ComboboxChoice extends SelectChoice {
  /** More text the search matches besides the label (another spelling, an English name). */
  keywords?: string;
}

export interface ComboboxFieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  /** The chosen value; '' for the empty choice or none. */
  value: string;
  onChange: (value: string) => void;
  choices: readonly ComboboxChoice[];
  /** A first choice with the value '' (e.g. 'Tenant default'). */
  emptyChoice?: string;
  disabled?: boolean;
}

/** Lower case without accents, so 'sao' finds 'São Paulo'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The choices whose label, value or keywords hold every word of the query. */
function matching(choices: readonly ComboboxChoice[], query: string): readonly ComboboxChoice[] {
  const words = folded(query)
    .split(/[\s/_,()]+/)
    .filter(Boolean);
  if (words.length === 0) return choices;
  return choices.filter((choice) => {
    const text = folded(`${choice.label} ${choice.value} ${choice.keywords ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * A select whose choices are searched by typing: the ARIA combobox pattern with a list box, for lists
 * too long to scroll (time zones). Arrow keys move through the matches, Enter chooses, Escape and
 * leaving the field put back the chosen value's label; nothing changes until a choice is made.
 */
export function ComboboxField({
  label,
  hint,
  error,
  value,
  onChange,
  choices,
  emptyChoice,
  disabled = false,
}: ComboboxFieldProps) {
  const { t } = useTranslation('common');
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const all: readonly ComboboxChoice[] =
    emptyChoice === undefined ? choices : [{ value: '', label: emptyChoice }, ...choices];
  const chosen = all.find((choice) => choice.value === value);
  /** What the user typed since the field was last chosen from; null while it shows the choice. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open ? matching(all, query ?? '') : [];
  const activeChoice = shown[active];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (choice: ComboboxChoice) => {
    close();
    if (choice.value !== value) onChange(choice.value);
  };
  const selectedIndex = () =>
    Math.max(
      0,
      matching(all, '').findIndex((choice) => choice.value === value),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(event.altKey ? -1 : selectedIndex());
        else setActive(Math.min(active + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex());
        else setActive(Math.max(active - 1, 0));
        return;
      case 'Enter':
        if (!open || !activeChoice) return;
        // Choosing must not submit the form the field is in.
        event.preventDefault();
        choose(activeChoice);
        return;
      case 'Escape':
        if (!open && query === null) return;
        // The list closes, not the dialog around it.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      default:
    }
  };

  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <ComboboxWrapper>
          <ComboboxInput
            {...control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && activeChoice ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            value={query ?? chosen?.label ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              openAt(0);
            }}
            // Typing replaces the chosen label rather than adding to it.
            onFocus={(event) => event.target.select()}
            onClick={() => {
              if (!open) openAt(selectedIndex());
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <Listbox ref={listRef} id={listId} role="listbox" aria-label={label} hidden={shown.length === 0}>
            {shown.map((choice, index) => (
              <ListOption
                key={choice.value}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={choice.value === value}
                $active={index === active}
                // Pressing keeps the focus in the field, so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(choice)}
              >
                {choice.label}
              </ListOption>
            ))}
          </Listbox>
          {open && shown.length === 0 && <NoMatches role="status">{t('combobox.noMatches')}</NoMatches>}
        </ComboboxWrapper>
      )}
    </FieldFrame>
  );
}
