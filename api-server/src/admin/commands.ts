import { parseArgs } from 'node:util';
import { DEMO_TOUCHPOINT } from '../modules/demo/demoTouchpoint.js';
import { DEFAULT_PATIENT_APP_URL, describeDemoSeed, seedDemo } from '../modules/demo/seedDemo.js';
import { createPatientLink } from '../modules/interactions/adminLinks.js';
import type { StudioSeedDeps } from '../modules/demo/seedDemoStudio.js';
import { createStaffUser, currentCodeFor, DEMO_TENANT } from '../modules/staff/service.js';

export const usage = `Usage: cli <command> [options]
  create-user --username U --password P --email E --first-name F --last-name L [--tenant-name T] [--totp-secret BASE32] [--password-age-days N] [--platform-admin]
  totp-code --username U
  patient-link --mrn M [--tenant-name T] [--touchpoint-name N] [--count C]
                            (new test links of a published touchpoint for a patient; the demo's by default)
  seed-demo                 (development: the demo tenant, users 'demo' and 'demo-reviewer', generated patients, a published campaign and the demo patient link)
  rotate-app-secret         (server stopped; current APP_SECRET set, new one in NEW_APP_SECRET or on stdin)`;

/** A command failure the CLI prints without a stack trace. */
export class CommandError extends Error {}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new CommandError(`Missing --${name}\n${usage}`);
  return value;
}

function ageInDays(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0)
    throw new CommandError('--password-age-days must be a whole number of days');
  return days;
}

/**
 * Runs one administrative command and returns what to print. Shared by the CLI (direct database
 * access) and the running server's local admin channel (embedded database in use).
 */
export async function runAdminCommand(
  deps: StudioSeedDeps,
  argv: string[],
  options: { demoPassword: string; patientAppUrl?: string },
): Promise<string> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'tenant-name': { type: 'string' },
      'totp-secret': { type: 'string' },
      'password-age-days': { type: 'string' },
      'platform-admin': { type: 'boolean' },
      mrn: { type: 'string' },
      'touchpoint-name': { type: 'string' },
      count: { type: 'string' },
    },
  });
  switch (command) {
    case 'create-user': {
      const created = await createStaffUser(deps, {
        username: required(values, 'username'),
        password: required(values, 'password'),
        email: required(values, 'email'),
        firstName: required(values, 'first-name'),
        lastName: required(values, 'last-name'),
        tenantName: values['tenant-name'],
        totpSecret: values['totp-secret'],
        passwordAgeDays: ageInDays(values['password-age-days']),
        platformAdmin: values['platform-admin'] === true,
      });
      return created.otpauthUri;
    }
    case 'totp-code': {
      const code = await currentCodeFor(deps, required(values, 'username'));
      if (!code) throw new CommandError('No such user');
      return code;
    }
    case 'rotate-app-secret':
      // Only reached through a running server's channel; the CLI rotates with the database to itself.
      throw new CommandError(
        'Stop the api-server first: rotating the app secret needs the database to itself, and a running ' +
          'server would keep sealing with the old key.',
      );
    case 'patient-link': {
      const count = Number(values.count ?? '1');
      if (!Number.isInteger(count) || count < 1 || count > 1000) {
        throw new CommandError('--count must be a whole number from 1 to 1000');
      }
      const lines: string[] = [];
      for (let made = 0; made < count; made += 1) {
        const link = await createPatientLink(
          deps,
          {
            tenantName: values['tenant-name'] ?? DEMO_TENANT,
            touchpointName: values['touchpoint-name'] ?? DEMO_TOUCHPOINT,
            mrn: required(values, 'mrn'),
          },
          options.patientAppUrl ?? DEFAULT_PATIENT_APP_URL,
        );
        if (!link) throw new CommandError('No such tenant, published touchpoint or patient');
        lines.push(link.url, `date of birth ${link.dateOfBirth}`);
      }
      return lines.join('\n');
    }
    case 'seed-demo':
      return describeDemoSeed(await seedDemo(deps, options.demoPassword, options.patientAppUrl));
    default:
      throw new CommandError(usage);
  }
}
