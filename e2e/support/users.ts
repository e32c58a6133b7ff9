import { readFileSync } from 'node:fs';
import { TOTP, Secret } from 'otpauth';

/** A staff user the suite enrols at start (`support/start-api.mjs`), with a known TOTP secret. */
export interface TestUser {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Base32, as an authenticator app would enrol it. */
  totpSecret: string;
  /** How long ago the password was set; absent means now. */
  passwordAgeDays?: number;
  /** The tenant the user is a member of (created when new); absent means the demo tenant. */
  tenantName?: string;
}

const table = JSON.parse(readFileSync(new URL('./users.json', import.meta.url), 'utf8')) as Record<
  string,
  TestUser
>;

/** The key of a user in `users.json`; one per signing-in test. */
export type UserKey =
  | 'signIn'
  | 'tenantSettings'
  | 'wrongPassword'
  | 'wrongCode'
  | 'navigation'
  | 'reset'
  | 'logout'
  | 'idle'
  | 'active'
  | 'downCampaigns'
  | 'downContacts'
  | 'downReportsLibraries'
  | 'downPatient'
  | 'downAvs'
  | 'shared'
  | 'axe'
  | 'expired'
  | 'warnedYes'
  | 'warnedNo'
  | 'logoUpload'
  | 'logoTooLarge'
  | 'logoUnsafe'
  | 'brandingChecks'
  | 'contactsPatients'
  | 'contactsCohorts'
  | 'contactsImport'
  | 'errorReporting'
  | 'studioHome'
  | 'studioOther'
  | 'studioAuthor'
  | 'studioApprover'
  | 'studioOutsider'
  | 'sender'
  | 'tokenRefresh'
  | 'freshLists'
  | 'nurseDay'
  | 'nurseColleague'
  | 'reporter';

/** The enrolled user behind a key. */
export function testUser(key: UserKey): TestUser {
  const user = table[key];
  if (!user) throw new Error(`users.json has no user ${key}`);
  return user;
}

/** TOTP period in seconds (RFC 6238 default, as the api-server uses). */
export const TOTP_PERIOD_S = 30;

function totpOf(user: TestUser): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(user.totpSecret),
    digits: 6,
    period: TOTP_PERIOD_S,
    algorithm: 'SHA1',
  });
}

/** The code an authenticator app shows for this user at `at`. */
export function currentCode(user: TestUser, at: number = Date.now()): string {
  return totpOf(user).generate({ timestamp: at });
}

/** A six-digit code that is not valid for the user now, nor in the periods either side. */
export function wrongCode(user: TestUser, at: number = Date.now()): string {
  const valid = new Set([-1, 0, 1].map((step) => currentCode(user, at + step * TOTP_PERIOD_S * 1000)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String((123456 + candidate * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Milliseconds until the next TOTP period starts. */
export function msUntilNextPeriod(at: number = Date.now()): number {
  const periodMs = TOTP_PERIOD_S * 1000;
  return periodMs - (at % periodMs);
}
