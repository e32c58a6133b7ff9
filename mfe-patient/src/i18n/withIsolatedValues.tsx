import type { ReactNode } from 'react';

// Private-use characters no translation contains: they mark where each value lands in the sentence.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/**
 * A translated sentence whose values come from the care team or the patient (a chapter title, a
 * phone number, a web address) with each value isolated, so it keeps its own direction inside a
 * sentence of the other one: '+65' stays '+65' in an Arabic sentence, and an English title does not
 * reorder the Arabic words around it. `translate` gets a placeholder for each value.
 */
export function withIsolatedValues(
  translate: (placeholders: Record<string, string>) => string,
  values: Record<string, ReactNode>,
): ReactNode {
  const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, OPEN + name + CLOSE]));
  // split() with a group: the odd pieces are the names of the values.
  const pieces = translate(placeholders).split(MARKED);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? <bdi key={index}>{values[piece]}</bdi> : piece === '' ? null : piece,
      )}
    </>
  );
}
