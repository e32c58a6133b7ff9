import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { TextField } from '../form/TextField';

/** How long typing must pause before a list is searched. */
export const SEARCH_DELAY_MS = 300;

export interface SearchBoxProps {
  label: string;
  hint?: string;
  /** The search the list runs now. When it changes from elsewhere (a reset), the box shows it. */
  search: string;
  /** Gets the trimmed text after a pause in typing, or at once on Enter. Keep it stable (e.g. a jotai setter). */
  onSearch: (search: string) => void;
  maxLength?: number;
  /** Names the search landmark: wanted when the form holds more than the box. */
  formLabel?: string;
  /** More fields of the same search form, after the box (e.g. a status filter). */
  children?: ReactNode;
  /** For laying the form out, e.g. through `styled(SearchBox)`. */
  className?: string;
}

/**
 * A search form whose box keeps its own text and hands it on after a pause in typing (or at once on
 * Enter). The box is never re-rendered away while results load, so it keeps the focus.
 */
export function SearchBox({
  label,
  hint,
  search,
  onSearch,
  maxLength,
  formLabel,
  children,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    // The list was reset from elsewhere (e.g. 'Clear search and filters'): show what it searches for.
    setSeen(search);
    if (search !== text.trim()) setText(search);
  }

  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" aria-label={formLabel} className={className} onSubmit={submit}>
      <TextField
        label={label}
        hint={hint}
        type="search"
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
      {children}
    </form>
  );
}
