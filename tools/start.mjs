// `npm start`: installs everything, builds every app and starts the whole platform on this machine
// with the embedded defaults (PGlite in .data/, a local SMTP sink with a mailbox page) and the demo seed.
// It is the development start: DEV_MODE lets the api-server generate its app secret beside the data
// and seed the demo, which a production start (`node dist/server.js` alone) never does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, root, run, startProcess, waitForUrl } from './workspace.mjs';

const platform = JSON.parse(readFileSync(join(root, 'tools/platform.json'), 'utf8'));
const skipBuild = process.argv.includes('--no-build');

installDependencies();
if (!skipBuild) run('pnpm', ['build']);

/**
 * SMS go to the dev sink, which answers Twilio's Messages API on the mailbox port and shows them on the
 * mailbox page; it takes any account of Twilio's shape, so these development values are not secrets.
 */
const devSms = {
  TWILIO_API_URL: `http://localhost:${platform.mail.httpPort}`,
  TWILIO_ACCOUNT_SID: 'ACfedcba9876543210fedcba9876543210',
  TWILIO_AUTH_TOKEN: '0123456789abcdef0123456789abcdef',
  SMS_FROM: '+15550100999',
};
const env = { ...devSms, ...process.env, NODE_ENV: 'development', DEV_MODE: 'true' };
const children = [
  startProcess('mail', 'node', ['api-server/dist/dev/mailSinkServer.js'], { env }),
  startProcess('api', 'node', ['api-server/dist/server.js'], { env }),
  ...platform.apps.map((app) =>
    startProcess(app.folder, 'node', [
      'tools/serve-static.mjs',
      '--dir',
      join(app.folder, 'dist'),
      '--port',
      String(app.port),
      '--spa',
    ]),
  ),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`A platform process stopped with exit code ${code}; stopping the rest.`);
      stopAll();
      process.exit(code);
    }
  });
}

await waitForUrl(`http://localhost:${platform.api.port}/api/health/`, 120_000);
for (const app of platform.apps) await waitForUrl(`http://localhost:${app.port}/`);

const lines = [
  '',
  'The platform is running:',
  ...platform.apps.map((app) => `  ${app.folder.padEnd(24)} http://localhost:${app.port}/`),
  `  ${'api-server'.padEnd(24)} http://localhost:${platform.api.port}/api/openapi.json`,
  `  ${'dev mailbox'.padEnd(24)} http://localhost:${platform.mail.httpPort}/`,
  '',
  'Sign in at http://localhost:3000/ as demo / Demo-password-2026 (or $DEMO_PASSWORD).',
  'The one-time code: `pnpm --filter @outreach/api-server cli totp-code --username demo`',
  '(or enrol the otpauth:// URI printed by the api-server at first start in any authenticator app).',
  "'Demo Health' holds 400 generated patients in five cohorts (seeded once, while it has none).",
  'Press Ctrl+C to stop.',
  '',
];
console.log(lines.join('\n'));
