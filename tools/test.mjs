// `npm test`: installs what the tests need (dependencies, Debian's Chromium) and runs every test: type
// check, lint, unit and component tests, the tools' own tests, API tests (PGlite, and PostgreSQL when
// DATABASE_URL is set) and the end-to-end suite in a real browser. Ends with one summary line of passed
// and failed tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installDependencies, root, run } from './workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's Chromium for the end-to-end tests…");
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

/** Reads the closing lines of jest, node's test runner and Playwright and adds up their counts. */
function countResults(output) {
  const add = (key, value) => (totals[key] += Number(value));
  for (const line of output.split('\n')) {
    const jest = line.match(/(?:^|\s)Tests:\s+(.*)total/);
    if (jest) {
      for (const [, n, kind] of jest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        add(kind === 'todo' ? 'skipped' : kind, n);
      }
      continue;
    }
    const node = line.match(/(?:^|\s)(?:ℹ|#) (pass|fail|skipped|todo) (\d+)\s*$/);
    if (node) {
      add({ pass: 'passed', fail: 'failed', skipped: 'skipped', todo: 'skipped' }[node[1]], node[2]);
      continue;
    }
    const playwright = line.match(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)(?: \(|$)/);
    if (playwright)
      add(
        playwright[2] === 'passed'
          ? 'passed'
          : playwright[2] === 'skipped' || playwright[2] === 'did not run'
            ? 'skipped'
            : 'failed',
        playwright[1],
      );
  }
}

/** Runs one step, echoing its output while counting its test results. */
function step(name, command, args, env = process.env) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolveStep) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      countResults(output);
      console.log(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s ===`);
      if (code !== 0) failedSteps.push(name);
      resolveStep(code);
    });
  });
}

installDependencies();
ensureChromium();

/** The whole suite, built and run with the `node` first on PATH in `env`. */
async function suite(label, env) {
  console.log(`\n##### the suite on ${label} #####`);
  if ((await step(`${label}: build`, 'pnpm', ['build'], env)) !== 0) return;
  await step(`${label}: type check`, 'pnpm', ['typecheck'], env);
  await step(`${label}: lint`, 'pnpm', ['lint'], env);
  await step(`${label}: contract tests`, 'pnpm', ['--filter', '@outreach/shared-contracts', 'test'], env);
  await step(`${label}: tool tests (static server, federation config)`, 'pnpm', ['test:tools'], env);
  await step(
    `${label}: shared-ui and front-end tests`,
    'pnpm',
    [
      '--filter',
      '@outreach/shared-ui',
      '--filter',
      './host-shell',
      '--filter',
      './mfe-*',
      '--workspace-concurrency=1',
      'test',
    ],
    env,
  );
  await step(`${label}: API tests`, 'pnpm', ['--filter', '@outreach/api-server', 'test'], env);
  await step(`${label}: end-to-end tests`, 'pnpm', ['--filter', '@outreach/e2e', 'test'], env);
}

await suite(`Node.js ${process.version}`, process.env);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
