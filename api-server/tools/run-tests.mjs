// Runs every src/**/*.test.ts with node's test runner on PGlite and, when DATABASE_URL is set, at the
// same time on PostgreSQL (each test database is created and dropped by the tests).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function collect(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return collect(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const only = process.argv.slice(2);
const files = (
  only.length > 0 ? only.map((file) => path.resolve(file)) : collect(path.join(root, 'src'))
).sort();
const targets = [{ name: 'PGlite', env: { TEST_DATABASE: 'pglite', DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) targets.push({ name: 'PostgreSQL', env: { TEST_DATABASE: 'postgres' } });

/**
 * The two databases run side by side: each run is mostly one busy process (PGlite in this process, or
 * PostgreSQL beside it), so together they use two cores. A run's output is written whole when it ends,
 * so the two never interleave.
 */
/** Test files run at once per database: the machine's cores shared between the databases. */
const concurrency = Math.max(1, Math.floor(os.availableParallelism() / targets.length));

function run(target) {
  return new Promise((resolve) => {
    const chunks = [Buffer.from(`\n# api-server tests on ${target.name} (${files.length} files)\n`)];
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${process.env.API_TEST_CONCURRENCY ?? concurrency}`,
        '--test-timeout=180000',
        ...files,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...target.env, NODE_ENV: 'test' },
      },
    );
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });
}

/**
 * One migrated PGlite cluster for the whole run: every PGlite test database is loaded from it instead
 * of each test process creating a cluster and applying every migration itself.
 */
const templateDir = mkdtempSync(path.join(os.tmpdir(), 'outreach-pglite-template-'));
const template = path.join(templateDir, 'cluster.tar');
const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/test/writePgliteTemplate.ts', template], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
if (made.status !== 0) {
  rmSync(templateDir, { recursive: true, force: true });
  process.exit(1);
}
process.env.TEST_PGLITE_TEMPLATE = template;

const results = await Promise.all(targets.map(run)).finally(() =>
  rmSync(templateDir, { recursive: true, force: true }),
);
process.exit(results.every(Boolean) ? 0 : 1);
