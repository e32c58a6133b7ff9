import { createContext, useContext } from 'react';
import { patientCall } from './patientApi';

/** How the touchpoint's screens reach the API: `patientCall`, or the studio preview's stand-in. */
export type PatientCall = typeof patientCall;

export const PatientCallContext = createContext<PatientCall>(patientCall);

/** The call of the nearest provider: the API itself unless the page is a preview. */
export function usePatientCall(): PatientCall {
  return useContext(PatientCallContext);
}
