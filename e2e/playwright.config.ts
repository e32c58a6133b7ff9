import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

interface PlatformApp {
  folder: string;
  remote: string;
  port: number;
}
interface Platform {
  apps: PlatformApp[];
  api: { port: number };
  mail: { smtpPort: number; httpPort: number };
}

const platform = JSON.parse(readFileSync(join(root, 'tools/platform.json'), 'utf8')) as Platform;
const ci = Boolean(process.env.CI);
const reuseExistingServer = !ci;

type WebServer = NonNullable<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[number];

// Every piece runs from its built output (`pnpm build` comes first), the way it is deployed.
const webServers: WebServer[] = [
  {
    name: 'mail',
    command: 'node api-server/dist/dev/mailSinkServer.js',
    cwd: root,
    url: `http://localhost:${platform.mail.httpPort}/messages`,
    reuseExistingServer,
    timeout: 30_000,
  },
  {
    name: 'api',
    command: 'node e2e/support/start-api.mjs',
    cwd: root,
    // No url: a server already on the port would not know the suite's users, so it is always
    // started, and it is ready once it says every user has been created.
    // `E2E_API_PORT` (default 4000) runs it beside a platform already started on this machine.
    wait: { stdout: /e2e api ready/ },
    // The embedded PGlite, even where CI points DATABASE_URL at a PostgreSQL server.
    env: { DATABASE_URL: '' },
    stdout: 'ignore',
    timeout: 120_000,
  },
  ...platform.apps.map((app): WebServer => ({
    name: app.folder,
    command: `node tools/serve-static.mjs --dir ${app.folder}/dist --port ${app.port} --spa`,
    cwd: root,
    url: `http://localhost:${app.port}/`,
    reuseExistingServer,
    timeout: 30_000,
  })),
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: ci,
  // Two cores: more workers only make every test slower.
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser for this suite.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    headless: true,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: webServers,
});
