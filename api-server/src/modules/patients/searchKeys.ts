/**
 * Folded forms of names for ordering and prefix search. The database compares them byte by byte
 * (collation "C"), so they are made comparable here, the same way for stored names and typed queries:
 * compatibility forms unified (full-width letters, ligatures), Latin, Greek and Cyrillic accents
 * dropped (José → jose), lower case, apostrophes removed (O'Brien → obrien) and any other run of
 * non-letters turned into one space (Smith-Jones → smith jones). Other scripts keep their marks.
 */
const letterSpellings: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/** Text of printable ASCII alone: normalising it changes nothing, so that work is skipped. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function foldForSearch(text: string): string {
  const unaccented = PLAIN_ASCII.test(text)
    ? text
    : text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC');
  return unaccented
    .toLowerCase()
    .replace(/[ßæœøłđðþıħ]/g, (letter) => letterSpellings[letter] ?? letter)
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

export interface PatientSearchKeys {
  /** "surname given", the list order and the surname-first search. */
  sortName: string;
  /** "given surname", the given-name-first search. */
  givenNameKey: string;
}

/** The keys stored with a patient; every writer of `patients` (the bulk import included) uses this. */
export function patientSearchKeys(name: { firstName: string; lastName: string }): PatientSearchKeys {
  const first = foldForSearch(name.firstName);
  const last = foldForSearch(name.lastName);
  return {
    sortName: `${last} ${first}`.trim(),
    givenNameKey: `${first} ${last}`.trim(),
  };
}
