import { useEffect, useState, type SyntheticEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { PATIENT_SEARCH_MAX_LENGTH } from '@outreach/shared-contracts/core';
import { TextField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { patientListAtom, setSearchAtom } from './state';
import { SearchForm } from './PatientsPanel.styles';

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

/**
 * The search box. It keeps its own text and hands it to the list after a pause in typing (or at
 * once on Enter); it is never re-rendered away while results load, so it keeps focus.
 */
export function SearchBox() {
  const { t } = useAreaTranslation();
  const committed = useAtomValue(patientListAtom).search;
  const setSearch = useSetAtom(setSearchAtom);
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // The list was reset from elsewhere (e.g. 'Clear search and filters'): show what it searches for.
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(text.trim());
  };

  return (
    <SearchForm role="search" onSubmit={submit}>
      <TextField
        label={t('patients.search')}
        hint={t('patients.searchHint')}
        type="search"
        value={text}
        maxLength={PATIENT_SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
      />
    </SearchForm>
  );
}
