// `npm test`: installs what the tests need (dependencies, Debian's Chromium and fonts) and runs every
// test: type check, lint, unit and component tests, the tools' own tests, API tests (PGlite, and
// PostgreSQL when DATABASE_URL is set) and the end-to-end suite in a real browser. The suite runs twice: on the
// machine's Node.js and, without lint and the end-to-end suite, on the current LTS (installed from the npm
// registry's `node` package into .cache/). Ends with one summary line of passed and failed tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { installDependencies, root, run } from './workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's packages of the system fonts the theme names for the scripts Montserrat lacks: Arabic,
 * Naskh Arabic (Urdu), Devanagari, Bengali and Thai in `fonts-noto-ui-core` (5 MB installed; the
 * 42 MB `fonts-noto-core` has the same scripts), Japanese, Chinese and Korean in `fonts-noto-cjk`.
 */
const FONT_PACKAGES = ['fonts-noto-ui-core', 'fonts-noto-cjk'];
/** The families of those packages that the end-to-end tests draw the 21 languages with. */
const FONT_FAMILIES = [
  'Noto Sans Arabic UI',
  'Noto Naskh Arabic UI',
  'Noto Sans Devanagari UI',
  'Noto Sans Bengali UI',
  'Noto Sans Thai UI',
  'Noto Sans CJK JP',
];
/** The current long-term-support line of Node.js, tested beside the machine's own. */
const LTS_MAJOR = 26;
const LTS_DIR = join(root, '.cache', `node-${LTS_MAJOR}`);

/** True when fontconfig knows every family the tests need (false without fontconfig itself). */
function hasTestFonts() {
  return FONT_FAMILIES.every((family) => spawnSync('fc-list', ['-q', family]).status === 0);
}

/** Installs Debian's Chromium and the fonts of every script, whichever of them is missing. */
function ensureChromium() {
  const packages = [];
  if (!existsSync(CHROMIUM)) packages.push('chromium', 'fonts-liberation');
  if (packages.length > 0 || !hasTestFonts()) packages.push(...FONT_PACKAGES);
  if (packages.length === 0) return;
  console.log(`Installing ${packages.join(', ')} from Debian for the end-to-end tests…`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
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

/**
 * Runs one step, counting its test results. Its output is echoed as it comes, or, for a step that
 * runs beside another (`quiet`), written whole when it ends so that the two never interleave.
 */
function step(name, command, args, env = process.env, { quiet = false } = {}) {
  const banner = `\n=== ${name} ===`;
  if (!quiet) console.log(banner);
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
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      countResults(output);
      if (quiet) console.log(`${banner}\n${output.trimEnd()}`);
      console.log(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s ===`);
      if (code !== 0) failedSteps.push(name);
      resolveStep(code);
    });
  });
}

/** Installs the current LTS Node.js from the npm registry (once) and returns its `bin` folder. */
function ensureLtsNode() {
  const bin = join(LTS_DIR, 'node_modules', '.bin');
  const installed = spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.startsWith(`v${LTS_MAJOR}.`)) return bin;
  console.log(`Installing Node.js ${LTS_MAJOR} from the npm registry into ${LTS_DIR}…`);
  run('npm', ['install', '--prefix', LTS_DIR, '--no-save', '--no-audit', '--no-fund', `node@${LTS_MAJOR}`]);
  return bin;
}

installDependencies();
ensureChromium();
const ltsBin = ensureLtsNode();

/**
 * The whole suite, built and run with the `node` first on PATH in `env`. Lint reads the sources alone, so its
 * verdict does not depend on the Node.js that runs it: it runs in the first pass only. So does the
 * end-to-end suite: it drives the same Chromium against the same built apps, and what Node.js itself
 * runs there (the build, the static server, the API, started in production mode too) the second pass
 * checks through the build, the tool tests and the API tests.
 *
 * The front-end tests keep one core busy (on two cores jest runs a package's tests in one process), so
 * the other core lints meanwhile in the first pass, and runs a second package's tests in the second.
 */
async function suite(label, env, { lint, browser }) {
  console.log(`\n##### the suite on ${label} #####`);
  if ((await step(`${label}: build`, 'pnpm', ['build'], env)) !== 0) return;
  await step(`${label}: type check`, 'pnpm', ['typecheck'], env);
  await step(`${label}: contract tests`, 'pnpm', ['--filter', '@outreach/shared-contracts', 'test'], env);
  await step(`${label}: tool tests (static server, federation config)`, 'pnpm', ['test:tools'], env);
  const frontEnd = step(
    `${label}: shared-ui and front-end tests`,
    'pnpm',
    [
      '--filter',
      '@outreach/shared-ui',
      '--filter',
      './host-shell',
      '--filter',
      './mfe-*',
      `--workspace-concurrency=${lint ? 1 : 2}`,
      'test',
    ],
    env,
  );
  const linted = lint ? step(`${label}: lint`, 'pnpm', ['lint'], env, { quiet: true }) : null;
  await Promise.all([frontEnd, linted]);
  await step(`${label}: API tests`, 'pnpm', ['--filter', '@outreach/api-server', 'test'], env);
  if (browser) await step(`${label}: end-to-end tests`, 'pnpm', ['--filter', '@outreach/e2e', 'test'], env);
}

const started = Date.now();
await suite(`Node.js ${process.version}`, process.env, { lint: true, browser: true });
// The second pass checks the code on Node.js 26. What differs between PGlite and a PostgreSQL server
// does not depend on the Node.js that runs the tests, and the first pass covers both, so here the API
// tests run on PGlite alone: the engine that itself runs inside Node.js.
const ltsEnv = { ...process.env, PATH: `${ltsBin}${delimiter}${process.env.PATH}`, DATABASE_URL: '' };
const ltsVersion = spawnSync('node', ['--version'], { env: ltsEnv, encoding: 'utf8' }).stdout.trim();
await suite(`Node.js ${ltsVersion}`, ltsEnv, { lint: false, browser: false });
console.log(`\nBoth passes took ${Math.round((Date.now() - started) / 60_000)} min.`);

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
