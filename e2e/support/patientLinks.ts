import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PatientLink {
  url: string;
  dateOfBirth: string;
}

export type PatientLinkKey = 'english' | 'lockout' | 'spanish' | 'other';

/** The demo touchpoint's patient links the suite's api-server made at start (`support/start-api.mjs`). */
export function patientLink(key: PatientLinkKey): PatientLink {
  const file = join(dirname(fileURLToPath(import.meta.url)), '..', '.data', 'patient-links.json');
  const links = JSON.parse(readFileSync(file, 'utf8')) as Record<PatientLinkKey, PatientLink>;
  return links[key];
}

/** The date split as the three fields ask for it. */
export function dateParts(iso: string): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day, month, year };
}
