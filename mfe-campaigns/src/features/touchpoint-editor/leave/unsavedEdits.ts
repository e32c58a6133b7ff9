import { atom } from 'jotai';

/** True while the open touchpoint has changes the server does not hold yet. */
export const unsavedEditsAtom = atom(false);
